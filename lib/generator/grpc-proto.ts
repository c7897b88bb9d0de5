// A resource model as the proto3 file of its gRPC door: a service per resource (List, Get, Create,
// Update, Delete), the resource's message with every field typed (Timestamp for a time, Value for
// JSON, an enum per enum field, a decimal or a date as its text, `optional` for a field that may be
// null), its input, and the list's page and filters. lib/generator/protobuf.ts writes it as protoc
// and the Go plugins would.
import type { ResourceField, ResourceModel } from '../resources/model';
import { resourceNames } from '../resources/names';
import { protoEnumNames, protoGoNames, protoResourceNames } from '../resources/proto-names';
import { FIELD_TYPE_TABLE, orderedResources } from './fields';
import type { ProtoEnum, ProtoField, ProtoFile, ProtoMessage, ProtoService } from './protobuf';

/** A message type is null when absent; a scalar needs proto3 `optional` for that. */
const isMessage = (type: string) => type.startsWith('google.protobuf.');

/**
 * The proto package of every model, `api.v1` as the routes are /api/v1: not the project's name, which
 * the generated descriptor would hold (with its length), so that one composition serves every project
 * name of a selection (lib/generator/index.ts).
 */
const PACKAGE = 'api';

/** The enum of an enum field: `BookGenre`, values `BOOK_GENRE_FICTION` after `BOOK_GENRE_UNSPECIFIED` (0, never a value). */
function enumOf(resourceName: string, f: ResourceField): ProtoEnum {
  const { name, prefix } = protoEnumNames(resourceName, f.name);
  return {
    name,
    comment: [`${name} is a value of ${resourceName}.${f.name}.`],
    values: ['unspecified', ...(f.values ?? [])].map((v, number) => ({ name: prefix + v.toUpperCase(), number })),
  };
}

/** The proto file of a model's gRPC door. */
export function modelProto(model: ResourceModel): ProtoFile {
  const enums: ProtoEnum[] = [];
  const messages: ProtoMessage[] = [];
  const services: ProtoService[] = [];
  const imports = new Set<string>();
  for (const r of orderedResources(model)) {
    const n = resourceNames(r.name);
    const p = protoResourceNames(r.name);
    const { Name, Names } = protoGoNames(r.name);
    const typeOf = (f: ResourceField) => {
      const proto = FIELD_TYPE_TABLE[f.type].proto;
      if (proto) return proto;
      const e = enumOf(r.name, f);
      if (!enums.some((x) => x.name === e.name)) enums.push(e);
      return e.name;
    };
    const field = (f: ResourceField, number: number, optional: boolean): ProtoField => {
      const type = typeOf(f);
      if (type === 'google.protobuf.Timestamp') imports.add('google/protobuf/timestamp.proto');
      if (type === 'google.protobuf.Value') imports.add('google/protobuf/struct.proto');
      return { name: f.name, number, type, ...(optional && !isMessage(type) ? { optional: true } : {}) };
    };
    // A field a read may answer without a value: optional, or required with a default a row stored
    // before the field existed may lack.
    const nullable = (f: ResourceField) => !f.required;
    const timestamps: ProtoField[] = [
      { name: 'created_at', number: r.fields.length + 2, type: 'google.protobuf.Timestamp' },
      { name: 'updated_at', number: r.fields.length + 3, type: 'google.protobuf.Timestamp' },
    ];
    imports.add('google/protobuf/timestamp.proto');
    messages.push(
      { name: p.row, comment: [`${p.row} is a ${n.label} as the API answers it.`], fields: [{ name: 'id', number: 1, type: 'int64' }, ...r.fields.map((f, i) => field(f, i + 2, nullable(f))), ...timestamps] },
      {
        name: p.input,
        comment: [`${p.input} is what a create or an update sends: a field left out takes its default, or is null.`],
        fields: r.fields.map((f, i) => field(f, i + 1, !f.required || f.default !== undefined)),
      },
      {
        name: p.listRequest,
        comment: [`${p.listRequest} selects a page of ${n.labels}: each filter set keeps the rows with that value.`],
        fields: [
          { name: 'page_size', number: 1, type: 'int32', comment: ['At most this many (0: 50; at most 100).'] },
          { name: 'page_token', number: 2, type: 'string', comment: ['The next_page_token of the page before; empty for the first.'] },
          { name: 'order_by', number: 3, type: 'string', comment: ['A field to sort on, or -field for descending; empty: newest first.'] },
          ...r.fields.filter((f) => FIELD_TYPE_TABLE[f.type].parse).map((f, i) => field(f, i + 4, true)),
        ],
      },
      {
        name: p.listResponse,
        comment: [`${p.listResponse} is a page of ${n.labels}.`],
        fields: [
          { name: n.snakes, number: 1, type: p.row, repeated: true },
          { name: 'next_page_token', number: 2, type: 'string', comment: ['Empty on the last page.'] },
        ],
      },
      { name: p.getRequest, comment: [`${p.getRequest} names a ${n.label}.`], fields: [{ name: 'id', number: 1, type: 'int64' }] },
      { name: p.createRequest, comment: [`${p.createRequest} is a new ${n.label}.`], fields: [{ name: n.snake, number: 1, type: p.input }] },
      {
        name: p.updateRequest,
        comment: [`${p.updateRequest} replaces the ${n.label} with id.`],
        fields: [
          { name: 'id', number: 1, type: 'int64' },
          { name: n.snake, number: 2, type: p.input },
        ],
      },
      { name: p.deleteRequest, comment: [`${p.deleteRequest} names the ${n.label} to delete.`], fields: [{ name: 'id', number: 1, type: 'int64' }] },
      { name: p.deleteResponse, comment: [`${p.deleteResponse} is empty.`], fields: [] },
    );
    services.push({
      name: p.service,
      comment: [`${p.service} keeps the ${n.labels}: the same store and rules as /api/v1/${n.path}.`],
      methods: [
        { name: `List${Names}`, input: p.listRequest, output: p.listResponse, comment: [`List${Names} returns a page of ${n.labels}.`] },
        { name: `Get${Name}`, input: p.getRequest, output: p.row, comment: [`Get${Name} returns one ${n.label}, or NOT_FOUND.`] },
        { name: `Create${Name}`, input: p.createRequest, output: p.row, comment: [`Create${Name} stores a new ${n.label}; INVALID_ARGUMENT names each bad field.`] },
        { name: `Update${Name}`, input: p.updateRequest, output: p.row, comment: [`Update${Name} replaces a ${n.label}.`] },
        { name: `Delete${Name}`, input: p.deleteRequest, output: p.deleteResponse, comment: [`Delete${Name} deletes a ${n.label}; FAILED_PRECONDITION while a restrict reference names it.`] },
      ],
    });
  }
  return {
    path: `${PACKAGE}/v1/${PACKAGE}.proto`,
    package: `${PACKAGE}.v1`,
    goPackage: `${PACKAGE}v1`,
    header: ['The resources of the API over gRPC: the same stores and rules as /api/v1. After changing this', 'file, regenerate the Go code with `make proto` (see the README).'],
    imports: [...imports].sort(),
    services,
    enums,
    messages,
  };
}
