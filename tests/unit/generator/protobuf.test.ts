// lib/generator/protobuf.ts against protoc 3.21.12 with protoc-gen-go v1.36.10 and protoc-gen-go-grpc
// v1.5.1: the notes and greeter examples of go-templates (which the files column regenerates with
// protoc) and a fixture protoc wrote with what a model's door needs (enums, proto3 optional fields,
// Timestamp and Value, repeated messages, an empty message).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelProto } from '../../../lib/generator/grpc-proto';
import { goCamelCase, protoNameClashes } from '../../../lib/resources/proto-names';
import { descriptorBytes, goQuote, renderGrpcPbGo, renderPbGo, renderProto, type ProtoFile } from '../../../lib/generator/protobuf';
import type { ResourceModel } from '../../../lib/resources/model';

const TEMPLATES = path.join(__dirname, '../../../go-templates/features/proto');
const FIXTURES = path.join(__dirname, 'fixtures/protobuf');
const read = (...p: string[]) => fs.readFileSync(path.join(...p), 'utf8');

const NOTES: ProtoFile = {
  path: 'notes/v1/notes.proto',
  package: 'notes.v1',
  goPackage: 'notesv1',
  header: [
    'The notes of the API over gRPC: the same store as /api/v1/notes. After changing this file,',
    'regenerate the Go code with `make proto` (protoc with protoc-gen-go and protoc-gen-go-grpc; see the',
    'README).',
  ],
  imports: ['google/protobuf/timestamp.proto'],
  services: [
    {
      name: 'NotesService',
      comment: ['NotesService keeps notes.'],
      methods: [
        { name: 'ListNotes', input: 'ListNotesRequest', output: 'ListNotesResponse', comment: ['ListNotes returns a page of notes, newest first.'] },
        { name: 'GetNote', input: 'GetNoteRequest', output: 'GetNoteResponse', comment: ['GetNote returns one note, or NOT_FOUND.'] },
        { name: 'CreateNote', input: 'CreateNoteRequest', output: 'CreateNoteResponse', comment: ['CreateNote stores a new note; INVALID_ARGUMENT without a title.'] },
        { name: 'UpdateNote', input: 'UpdateNoteRequest', output: 'UpdateNoteResponse', comment: ['UpdateNote replaces the title and body of a note.'] },
        { name: 'DeleteNote', input: 'DeleteNoteRequest', output: 'DeleteNoteResponse', comment: ['DeleteNote removes a note.'] },
      ],
    },
  ],
  enums: [],
  messages: [
    {
      name: 'Note',
      comment: ['Note is the resource.'],
      fields: [
        { name: 'id', number: 1, type: 'int64' },
        { name: 'title', number: 2, type: 'string' },
        { name: 'body', number: 3, type: 'string' },
        { name: 'create_time', number: 4, type: 'google.protobuf.Timestamp' },
        { name: 'update_time', number: 5, type: 'google.protobuf.Timestamp' },
      ],
    },
    {
      name: 'ListNotesRequest',
      comment: ['ListNotesRequest selects a page.'],
      fields: [
        { name: 'page_size', number: 1, type: 'int32', comment: ['At most this many notes (0: 50; more than 100: 100).'] },
        { name: 'offset', number: 2, type: 'int32', comment: ['How many of the newest notes to skip.'] },
      ],
    },
    { name: 'ListNotesResponse', comment: ['ListNotesResponse is a page of notes, newest first.'], fields: [{ name: 'notes', number: 1, type: 'Note', repeated: true }] },
    { name: 'GetNoteRequest', comment: ['GetNoteRequest names a note.'], fields: [{ name: 'id', number: 1, type: 'int64' }] },
    { name: 'GetNoteResponse', comment: ['GetNoteResponse holds the note.'], fields: [{ name: 'note', number: 1, type: 'Note' }] },
    { name: 'CreateNoteRequest', comment: ['CreateNoteRequest is a new note.'], fields: [{ name: 'title', number: 1, type: 'string' }, { name: 'body', number: 2, type: 'string' }] },
    { name: 'CreateNoteResponse', comment: ['CreateNoteResponse holds the stored note, its id included.'], fields: [{ name: 'note', number: 1, type: 'Note' }] },
    {
      name: 'UpdateNoteRequest',
      comment: ['UpdateNoteRequest replaces the title and body of the note with id.'],
      fields: [
        { name: 'id', number: 1, type: 'int64' },
        { name: 'title', number: 2, type: 'string' },
        { name: 'body', number: 3, type: 'string' },
      ],
    },
    { name: 'UpdateNoteResponse', comment: ['UpdateNoteResponse holds the updated note.'], fields: [{ name: 'note', number: 1, type: 'Note' }] },
    { name: 'DeleteNoteRequest', comment: ['DeleteNoteRequest names the note to delete.'], fields: [{ name: 'id', number: 1, type: 'int64' }] },
    { name: 'DeleteNoteResponse', comment: ['DeleteNoteResponse is empty.'], fields: [] },
  ],
};

const GREETER: ProtoFile = {
  path: 'greeter/v1/greeter.proto',
  package: 'greeter.v1',
  goPackage: 'greeterv1',
  header: ['The example gRPC service. After changing this file, regenerate the Go code with `make proto`', '(protoc with protoc-gen-go and protoc-gen-go-grpc; see the README).'],
  imports: [],
  services: [{ name: 'Greeter', comment: ['Greeter says hello.'], methods: [{ name: 'SayHello', input: 'SayHelloRequest', output: 'SayHelloResponse', comment: ['SayHello greets the name of the request.'] }] }],
  enums: [],
  messages: [
    { name: 'SayHelloRequest', comment: ['SayHelloRequest names who to greet.'], fields: [{ name: 'name', number: 1, type: 'string' }] },
    { name: 'SayHelloResponse', comment: ['SayHelloResponse is the greeting.'], fields: [{ name: 'message', number: 1, type: 'string' }] },
  ],
};

const SHOP: ProtoFile = {
  path: 'shop/v1/shop.proto',
  package: 'shop.v1',
  goPackage: 'shopv1',
  header: ["The shop's resources over gRPC."],
  imports: ['google/protobuf/struct.proto', 'google/protobuf/timestamp.proto'],
  services: [
    {
      name: 'BookService',
      comment: ['BookService keeps books.'],
      methods: [
        { name: 'ListBooks', input: 'ListBooksRequest', output: 'ListBooksResponse', comment: ['ListBooks returns a page of books.'] },
        { name: 'GetBook', input: 'GetBookRequest', output: 'Book', comment: ['GetBook returns one book.'] },
        { name: 'DeleteBook', input: 'DeleteBookRequest', output: 'DeleteBookResponse', comment: ['DeleteBook deletes one.'] },
      ],
    },
  ],
  enums: [
    {
      name: 'BookGenre',
      comment: ['BookGenre is a value of genre.'],
      values: [
        { name: 'BOOK_GENRE_UNSPECIFIED', number: 0 },
        { name: 'BOOK_GENRE_FICTION', number: 1 },
        { name: 'BOOK_GENRE_SCIENCE', number: 2 },
      ],
    },
  ],
  messages: [
    {
      name: 'Book',
      comment: ['Book is a book.'],
      fields: [
        { name: 'id', number: 1, type: 'int64' },
        { name: 'title', number: 2, type: 'string', comment: ['The title.'] },
        { name: 'pages', number: 3, type: 'int64', optional: true },
        { name: 'genre', number: 4, type: 'BookGenre' },
        { name: 'mood', number: 5, type: 'BookGenre', optional: true },
        { name: 'released_at', number: 6, type: 'google.protobuf.Timestamp' },
        { name: 'tags', number: 7, type: 'google.protobuf.Value' },
        { name: 'in_print', number: 8, type: 'bool' },
        { name: 'rating', number: 9, type: 'double', optional: true },
        { name: 'isbn', number: 10, type: 'string', optional: true },
        { name: 'signed', number: 11, type: 'bool', optional: true },
      ],
    },
    {
      name: 'ListBooksRequest',
      fields: [
        { name: 'page_size', number: 1, type: 'int32' },
        { name: 'page_token', number: 2, type: 'string' },
        { name: 'title', number: 3, type: 'string', optional: true },
      ],
    },
    {
      name: 'ListBooksResponse',
      fields: [
        { name: 'books', number: 1, type: 'Book', repeated: true },
        { name: 'next_page_token', number: 2, type: 'string' },
      ],
    },
    { name: 'GetBookRequest', fields: [{ name: 'id', number: 1, type: 'int64' }] },
    { name: 'DeleteBookRequest', fields: [{ name: 'id', number: 1, type: 'int64' }] },
    { name: 'DeleteBookResponse', fields: [] },
  ],
};

describe('a proto3 file as protoc and its Go plugins write it', () => {
  it('writes the notes example of go-templates byte for byte', () => {
    expect(renderProto(NOTES)).toBe(read(TEMPLATES, 'with-router/without-resources/files/proto/notes/v1/notes.proto'));
    expect(renderPbGo(NOTES)).toBe(read(TEMPLATES, 'with-router/without-resources/files/proto/notes/v1/notes.pb.go'));
    expect(renderGrpcPbGo(NOTES)).toBe(read(TEMPLATES, 'with-router/without-resources/with-grpc/files/proto/notes/v1/notes_grpc.pb.go'));
  });

  it('writes the greeter example byte for byte', () => {
    expect(renderProto(GREETER)).toBe(read(TEMPLATES, 'files/proto/greeter/v1/greeter.proto'));
    expect(renderPbGo(GREETER)).toBe(read(TEMPLATES, 'files/proto/greeter/v1/greeter.pb.go'));
    expect(renderGrpcPbGo(GREETER)).toBe(read(TEMPLATES, 'with-grpc/files/proto/greeter/v1/greeter_grpc.pb.go'));
  });

  it('writes enums, optional fields, Timestamp and Value, repeated messages and an empty message as protoc does', () => {
    expect(renderProto(SHOP)).toBe(read(FIXTURES, 'shop.proto'));
    expect(renderPbGo(SHOP)).toBe(read(FIXTURES, 'shop.pb.go.txt'));
    expect(renderGrpcPbGo(SHOP)).toBe(read(FIXTURES, 'shop_grpc.pb.go.txt'));
  });

  it('refuses a type it does not know rather than writing a descriptor protoc would not', () => {
    expect(() => descriptorBytes({ ...GREETER, messages: [{ name: 'X', fields: [{ name: 'y', number: 1, type: 'google.protobuf.Any' }] }] })).toThrow(/unknown type google\.protobuf\.Any/);
  });
});

describe('the pieces', () => {
  it("names fields as protogen's GoCamelCase does", () => {
    expect(['id', 'in_print', 'create_time', 'field_1', 'a_b_c', '_x', 'isbn13'].map(goCamelCase)).toEqual(['Id', 'InPrint', 'CreateTime', 'Field_1', 'ABC', 'XX', 'Isbn13']);
  });

  it("quotes bytes as Go's strconv.Quote: valid UTF-8 printed, anything else escaped", () => {
    const q = (...b: number[]) => goQuote(Uint8Array.from(b));
    expect(q(0x0a, 0x07, 0x22, 0x5c, 0x14)).toBe('"\\n\\a\\"\\\\\\x14"');
    // A 3-byte varint may be a valid 2-byte UTF-8 sequence and a control byte.
    expect(q(0xc3, 0x87, 0x01)).toBe('"Ç\\x01"');
    // A lead byte without its continuation, a lone continuation, an overlong form, a surrogate.
    expect(q(0xc3, 0x01, 0xba, 0xc0, 0x80, 0xed, 0xa0, 0x80)).toBe('"\\xc3\\x01\\xba\\xc0\\x80\\xed\\xa0\\x80"');
    // Printable or not: a no-break space is escaped, as Go's IsPrint says.
    expect(q(0xc2, 0xa0, 0xe2, 0x82, 0xac)).toBe('"\\u00a0€"');
  });
});

describe('a model as the proto file of its gRPC door', () => {
  const LIBRARY: ResourceModel = [
    { name: 'author', fields: [{ name: 'full_name', type: 'string', required: true }] },
    { name: 'book', fields: [{ name: 'title', type: 'string', required: true }, { name: 'genre', type: 'enum', values: ['fiction', 'science'] }, { name: 'author_id', type: 'reference', references: 'author', required: true }, { name: 'released_at', type: 'timestamp' }] },
  ];

  it('gives each resource a service, its message, input, list and requests, every field typed', () => {
    const file = modelProto(LIBRARY);
    expect(file).toMatchObject({ path: 'api/v1/api.proto', package: 'api.v1', goPackage: 'apiv1' });
    expect(file.services.map((s) => [s.name, s.methods.map((m) => `${m.name}(${m.input}) ${m.output}`)])).toContainEqual([
      'BookService',
      ['ListBooks(ListBooksRequest) ListBooksResponse', 'GetBook(GetBookRequest) Book', 'CreateBook(CreateBookRequest) Book', 'UpdateBook(UpdateBookRequest) Book', 'DeleteBook(DeleteBookRequest) DeleteBookResponse'],
    ]);
    const book = file.messages.find((m) => m.name === 'Book')!;
    expect(book.fields.map((f) => `${f.optional ? 'optional ' : ''}${f.type} ${f.name} = ${f.number}`)).toEqual([
      'int64 id = 1',
      'string title = 2',
      'optional BookGenre genre = 3',
      'int64 author_id = 4',
      'google.protobuf.Timestamp released_at = 5',
      'google.protobuf.Timestamp created_at = 6',
      'google.protobuf.Timestamp updated_at = 7',
    ]);
    expect(file.enums[0].values.map((v) => v.name)).toEqual(['BOOK_GENRE_UNSPECIFIED', 'BOOK_GENRE_FICTION', 'BOOK_GENRE_SCIENCE']);
    // Every filterable field is an optional filter of the list.
    expect(file.messages.find((m) => m.name === 'ListBooksRequest')!.fields.map((f) => f.name)).toEqual(['page_size', 'page_token', 'order_by', 'title', 'genre', 'author_id', 'released_at']);
    expect(protoNameClashes(LIBRARY)).toEqual([]);
  });

  it('names what a model would declare twice in the file', () => {
    expect(protoNameClashes([...LIBRARY, { name: 'book_input', fields: [{ name: 'x', type: 'string' }] }])).toEqual([{ name: 'BookInput', resource: 'book_input' }]);
  });
});
