// A resource model as the proto3 file of its gRPC door: a service per resource (List, Get, Create,
// Update, Delete), the resource's message with every field typed (Timestamp for a time, Value for
// JSON, an enum per enum field, a decimal or a date as its text, `optional` for a field that may be
// null), its input, and the list's page and filters. lib/generator/protobuf.ts writes it as protoc
// and the Go plugins would.
import type { ResourceField, ResourceModel } from '../resources/model';
import { resourceNames } from '../resources/names';
import { FIELD_TYPE_TABLE, orderedResources } from './fields';
import type { ProtoEnum, ProtoField, ProtoFile, ProtoMessage, ProtoService } from './protobuf';

/** A message type is null when absent; a scalar needs proto3 `optional` for that. */
const isMessage = (type: string) => type.startsWith('google.protobuf.');

/** The proto package of a project: its name as an identifier, then the version (`my_shop.v1`). */
function protoPackage(projectName: string): string {
  const ident = projectName.toLowerCase().replace(/[^a-z0-9]/g, '_');
  return `${/^[a-z]/.test(ident) ? ident : `p${ident}`}.v1`;
}

/** The enum of an enum field: `BookGenre`, values `BOOK_GENRE_FICTION` after `BOOK_GENRE_UNSPECIFIED` (0, never a value). */
function enumOf(resourceName: string, f: ResourceField): ProtoEnum {
  const name = resourceNames(resourceName).Name + resourceNames(f.name).Name;
  const prefix = `${resourceName}_${f.name}`.toUpperCase();
  return {
    name,
    comment: [`${name} is a value of ${resourceName}.${f.name}.`],
    values: [{ name: `${prefix}_UNSPECIFIED`, number: 0 }, ...(f.values ?? []).map((v, i) => ({ name: `${prefix}_${v.toUpperCase()}`, number: i + 1 }))],
  };
}

/** The proto file of a model's gRPC door. */
export function modelProto(projectName: string, model: ResourceModel): ProtoFile {
  const pkg = protoPackage(projectName);
  const ident = pkg.slice(0, -'.v1'.length);
  const enums: ProtoEnum[] = [];
  const messages: ProtoMessage[] = [];
  const services: ProtoService[] = [];
  const imports = new Set<string>();
  for (const r of orderedResources(model)) {
    const n = resourceNames(r.name);
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
      { name: n.Name, comment: [`${n.Name} is a ${n.label} as the API answers it.`], fields: [{ name: 'id', number: 1, type: 'int64' }, ...r.fields.map((f, i) => field(f, i + 2, nullable(f))), ...timestamps] },
      {
        name: `${n.Name}Input`,
        comment: [`${n.Name}Input is what a create or an update sends: a field left out takes its default, or is null.`],
        fields: r.fields.map((f, i) => field(f, i + 1, !f.required || f.default !== undefined)),
      },
      {
        name: `List${n.Names}Request`,
        comment: [`List${n.Names}Request selects a page of ${n.labels}: each filter set keeps the rows with that value.`],
        fields: [
          { name: 'page_size', number: 1, type: 'int32', comment: ['At most this many (0: 50; at most 100).'] },
          { name: 'page_token', number: 2, type: 'string', comment: ['The next_page_token of the page before; empty for the first.'] },
          { name: 'order_by', number: 3, type: 'string', comment: ['A field to sort on, or -field for descending; empty: newest first.'] },
          ...r.fields.filter((f) => FIELD_TYPE_TABLE[f.type].parse).map((f, i) => field(f, i + 4, true)),
        ],
      },
      {
        name: `List${n.Names}Response`,
        comment: [`List${n.Names}Response is a page of ${n.labels}.`],
        fields: [
          { name: n.snakes, number: 1, type: n.Name, repeated: true },
          { name: 'next_page_token', number: 2, type: 'string', comment: ['Empty on the last page.'] },
        ],
      },
      { name: `Get${n.Name}Request`, comment: [`Get${n.Name}Request names a ${n.label}.`], fields: [{ name: 'id', number: 1, type: 'int64' }] },
      { name: `Create${n.Name}Request`, comment: [`Create${n.Name}Request is a new ${n.label}.`], fields: [{ name: n.snake, number: 1, type: `${n.Name}Input` }] },
      {
        name: `Update${n.Name}Request`,
        comment: [`Update${n.Name}Request replaces the ${n.label} with id.`],
        fields: [
          { name: 'id', number: 1, type: 'int64' },
          { name: n.snake, number: 2, type: `${n.Name}Input` },
        ],
      },
      { name: `Delete${n.Name}Request`, comment: [`Delete${n.Name}Request names the ${n.label} to delete.`], fields: [{ name: 'id', number: 1, type: 'int64' }] },
      { name: `Delete${n.Name}Response`, comment: [`Delete${n.Name}Response is empty.`], fields: [] },
    );
    services.push({
      name: `${n.Name}Service`,
      comment: [`${n.Name}Service keeps the ${n.labels}: the same store and rules as /api/v1/${n.path}.`],
      methods: [
        { name: `List${n.Names}`, input: `List${n.Names}Request`, output: `List${n.Names}Response`, comment: [`List${n.Names} returns a page of ${n.labels}.`] },
        { name: `Get${n.Name}`, input: `Get${n.Name}Request`, output: n.Name, comment: [`Get${n.Name} returns one ${n.label}, or NOT_FOUND.`] },
        { name: `Create${n.Name}`, input: `Create${n.Name}Request`, output: n.Name, comment: [`Create${n.Name} stores a new ${n.label}; INVALID_ARGUMENT names each bad field.`] },
        { name: `Update${n.Name}`, input: `Update${n.Name}Request`, output: n.Name, comment: [`Update${n.Name} replaces a ${n.label}.`] },
        { name: `Delete${n.Name}`, input: `Delete${n.Name}Request`, output: `Delete${n.Name}Response`, comment: [`Delete${n.Name} deletes a ${n.label}; FAILED_PRECONDITION while a restrict reference names it.`] },
      ],
    });
  }
  return {
    path: `${ident}/v1/${ident}.proto`,
    package: pkg,
    goPackage: `${ident.replace(/_/g, '')}v1`,
    header: ['The resources of the API over gRPC: the same stores and rules as /api/v1. After changing this', 'file, regenerate the Go code with `make proto` (see the README).'],
    imports: [...imports].sort(),
    services,
    enums,
    messages,
  };
}

/** The top-level names the model's proto file would declare twice (a resource `book_input` beside `book`): gRPC cannot serve it. */
export function protoNameClashes(file: ProtoFile): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  // Enum values are names of the package too, beside their enum.
  const names = [...file.enums.flatMap((e) => [e.name, ...e.values.map((v) => v.name)]), ...file.messages.map((m) => m.name), ...file.services.map((s) => s.name)];
  for (const name of names) {
    if (seen.has(name)) twice.add(name);
    seen.add(name);
  }
  return [...twice];
}

