// The names a model declares in the proto file of its gRPC door (lib/generator/grpc-proto.ts), and
// the Go names protoc's plugins write for them: one place for both the file and the validation that
// refuses a model whose file would declare a name twice. Client-safe: the wizard validates live.
import { fieldType } from './field-types';
import type { Resource, ResourceModel } from './model';
import { resourceNames } from './names';

/** protogen's GoCamelCase: `in_print` is `InPrint`, `id` is `Id`, `field_1` is `Field_1`. */
export function goCamelCase(s: string): string {
  const lower = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '.' && lower(s[i + 1])) continue;
    if (c === '.') out += '_';
    else if (c === '_' && (i === 0 || s[i - 1] === '.')) out += 'X';
    else if (c === '_' && lower(s[i + 1])) continue;
    else if (c >= '0' && c <= '9') out += c;
    else {
      out += lower(c) ? c.toUpperCase() : c;
      while (lower(s[i + 1])) out += s[++i];
    }
  }
  return out;
}

/**
 * A resource's name and plural as protoc's Go plugins spell them (`Item2X`, not goName's `Item2x`): the
 * proto file names its messages, services and methods with them, so that their Go names are the same.
 */
export function protoGoNames(resource: string): { Name: string; Names: string } {
  const names = resourceNames(resource);
  return { Name: goCamelCase(names.Name), Names: goCamelCase(names.Names) };
}

/** The messages and the service a resource declares, by role. */
export function protoResourceNames(resource: string) {
  const { Name, Names } = protoGoNames(resource);
  return {
    row: Name,
    input: `${Name}Input`,
    listRequest: `List${Names}Request`,
    listResponse: `List${Names}Response`,
    getRequest: `Get${Name}Request`,
    createRequest: `Create${Name}Request`,
    updateRequest: `Update${Name}Request`,
    deleteRequest: `Delete${Name}Request`,
    deleteResponse: `Delete${Name}Response`,
    service: `${Name}Service`,
  };
}

/** The enum of an enum field (`BookGenre`) and its values' prefix (`BOOK_GENRE_`). */
export function protoEnumNames(resource: string, field: string) {
  return { name: goCamelCase(resourceNames(resource).Name + resourceNames(field).Name), prefix: `${resource}_${field}_`.toUpperCase() };
}

/**
 * The names the model's proto file and its Go code would declare twice, with the resource that
 * declares each the second time: a resource `book_input` beside `book` (BookInput), an enum value
 * `unspecified` (the enum's value 0 has that name), a resource `book_service_client` beside `book`
 * (the Go client of BookService).
 */
export function protoNameClashes(model: ResourceModel): { name: string; resource: string }[] {
  const seen = new Set<string>();
  const clashes: { name: string; resource: string }[] = [];
  const declare = (resource: string, names: readonly string[]) => {
    for (const name of names) {
      if (seen.has(name)) clashes.push({ name, resource });
      seen.add(name);
    }
  };
  for (const r of model) {
    const p = protoResourceNames(r.name);
    // A message's Go type is its name; an enum's Go type has _name and _value maps and a constant per
    // value; a service has a client, a server and their helpers.
    const s = p.service;
    declare(r.name, [...Object.values(p), `${s}Client`, `${s}Server`, `New${s}Client`, `Register${s}Server`, `Unimplemented${s}Server`, `Unsafe${s}Server`, `${s}_ServiceDesc`]);
    for (const f of r.fields) {
      if (!fieldType(f.type).values) continue;
      const e = protoEnumNames(r.name, f.name);
      const values = ['unspecified', ...(f.values ?? [])].map((v) => e.prefix + v.toUpperCase());
      declare(r.name, [e.name, `${e.name}_name`, `${e.name}_value`, ...values, ...values.map((v) => `${e.name}_${v}`)]);
    }
  }
  return clashes;
}

/** A body of the API as the gRPC door's JSON (grpcurl's, protojson's): an enum's value by its proto name, a null left out. */
export function protoBody(resource: Resource, body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of resource.fields) {
    const v = body[f.name];
    if (v === undefined || v === null) continue;
    out[f.name] = fieldType(f.type).values ? protoEnumNames(resource.name, f.name).prefix + String(v).toUpperCase() : v;
  }
  return out;
}
