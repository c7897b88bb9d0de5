// A proto3 file, written three ways exactly as the tools would: its .proto text, the .pb.go that protoc
// 3.21.12 with protoc-gen-go v1.36.10 writes from it, and the _grpc.pb.go of protoc-gen-go-grpc v1.5.1
// (a model's gRPC door is generated, not run through protoc, on a site without it). It covers what the
// doors need: top-level messages and enums, unary services, scalar, enum and message fields (this
// file's and google.protobuf's Timestamp and Value), repeated and proto3 optional fields, and leading
// comments. tests/unit/generator/protobuf.test.ts holds it to protoc's own output, and the files column
// of tests/go/verify.ts regenerates every project's proto/ with protoc.

import { goCamelCase } from '../resources/proto-names';

/** Scalar types, as the .proto writes them. */
const SCALARS = { double: 1, int64: 3, int32: 5, bool: 8, string: 9 } as const;
type Scalar = keyof typeof SCALARS;
const TYPE_MESSAGE = 11;
const TYPE_ENUM = 14;

/** The google.protobuf types a field may name: their file and their Go package. */
const WELL_KNOWN: Readonly<Record<string, { file: string; goPackage: string; goImport: string }>> = {
  'google.protobuf.Timestamp': { file: 'google/protobuf/timestamp.proto', goPackage: 'timestamppb', goImport: 'google.golang.org/protobuf/types/known/timestamppb' },
  'google.protobuf.Value': { file: 'google/protobuf/struct.proto', goPackage: 'structpb', goImport: 'google.golang.org/protobuf/types/known/structpb' },
};

export interface ProtoField {
  name: string;
  number: number;
  /** A scalar, an enum or message of this file (by name), or a google.protobuf type by its full name. */
  type: string;
  repeated?: boolean;
  /** proto3 `optional`: the field has presence (a pointer in Go). */
  optional?: boolean;
  comment?: readonly string[];
}

export interface ProtoMessage {
  name: string;
  comment?: readonly string[];
  fields: readonly ProtoField[];
}

export interface ProtoEnum {
  name: string;
  comment?: readonly string[];
  values: readonly { name: string; number: number }[];
}

interface ProtoMethod {
  name: string;
  input: string;
  output: string;
  comment?: readonly string[];
}

export interface ProtoService {
  name: string;
  comment?: readonly string[];
  methods: readonly ProtoMethod[];
}

export interface ProtoFile {
  /** Its path under proto/: `library/v1/library.proto`. */
  path: string;
  package: string;
  /** The Go package the Makefile maps it to (`M<path>=<module>/proto/<dir>;<goPackage>`). */
  goPackage: string;
  /** The comment above `syntax`, which both plugins copy to the top of their files. */
  header?: readonly string[];
  imports: readonly string[];
  services: readonly ProtoService[];
  enums: readonly ProtoEnum[];
  messages: readonly ProtoMessage[];
}

const PROTOC_VERSION = 'v3.21.12';

// ---- names ----------------------------------------------------------------------------------------

/**
 * The Go names of a message's fields, as protogen resolves them: a name taken by a generated method
 * (or another field, or its getter) gets a `_` until it is free (`string` is `String_`).
 */
export function fieldGoNames(fields: readonly Pick<ProtoField, 'name'>[]): string[] {
  const used = new Map<string, boolean>(['Reset', 'String', 'ProtoMessage', 'Marshal', 'Unmarshal', 'ExtensionRangeArray', 'ExtensionMap', 'Descriptor'].map((n) => [n, true]));
  return fields.map((f) => {
    let name = goCamelCase(f.name);
    while (used.get(name) || used.get(`Get${name}`)) name += '_';
    used.set(name, true);
    used.set(`Get${name}`, true);
    return name;
  });
}

/** protoc's json_name: each `_` dropped and the letter after it in upper case. */
function jsonName(name: string): string {
  let out = '';
  let upper = false;
  for (const c of name) {
    if (c === '_') upper = true;
    else {
      out += upper && c >= 'a' && c <= 'z' ? c.toUpperCase() : c;
      upper = false;
    }
  }
  return out;
}

// ---- the descriptor -------------------------------------------------------------------------------

class Writer {
  readonly bytes: number[] = [];
  varint(n: number): this {
    let v = BigInt.asUintN(64, BigInt(n));
    while (v >= 0x80n) {
      this.bytes.push(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    this.bytes.push(Number(v));
    return this;
  }
  tag(field: number, wire: number): this {
    return this.varint((field << 3) | wire);
  }
  int(field: number, n: number): this {
    return this.tag(field, 0).varint(n);
  }
  bytesField(field: number, b: readonly number[]): this {
    this.tag(field, 2).varint(b.length);
    for (const x of b) this.bytes.push(x);
    return this;
  }
  string(field: number, s: string): this {
    return this.bytesField(field, [...Buffer.from(s, 'utf8')]);
  }
  message(field: number, build: (w: Writer) => void): this {
    const w = new Writer();
    build(w);
    return this.bytesField(field, w.bytes);
  }
}

/** What a field's type is to the descriptor and to Go. */
interface ResolvedType {
  kind: 'scalar' | 'enum' | 'message';
  /** FieldDescriptorProto.Type */
  number: number;
  /** `.pkg.Name` for enums and messages. */
  fullName?: string;
  /** The Go type without pointer: `int64`, `BookGenre`, `*timestamppb.Timestamp`. */
  go: string;
  wire: 'varint' | 'fixed64' | 'bytes';
  zero: string;
}

function resolver(file: ProtoFile): (type: string) => ResolvedType {
  const enums = new Map(file.enums.map((e) => [e.name, e]));
  const messages = new Set(file.messages.map((m) => m.name));
  return (type) => {
    if (type in SCALARS) {
      const s = type as Scalar;
      const go = { double: 'float64', int64: 'int64', int32: 'int32', bool: 'bool', string: 'string' }[s];
      return { kind: 'scalar', number: SCALARS[s], go, wire: s === 'double' ? 'fixed64' : s === 'string' ? 'bytes' : 'varint', zero: s === 'bool' ? 'false' : s === 'string' ? '""' : '0' };
    }
    const e = enums.get(type);
    if (e) return { kind: 'enum', number: TYPE_ENUM, fullName: `.${file.package}.${type}`, go: type, wire: 'varint', zero: `${type}_${e.values[0].name}` };
    if (messages.has(type)) return { kind: 'message', number: TYPE_MESSAGE, fullName: `.${file.package}.${type}`, go: `*${type}`, wire: 'bytes', zero: 'nil' };
    const known = WELL_KNOWN[type];
    if (known) return { kind: 'message', number: TYPE_MESSAGE, fullName: `.${type}`, go: `*${known.goPackage}.${type.split('.').pop()}`, wire: 'bytes', zero: 'nil' };
    throw new Error(`${file.path}: unknown type ${type}`);
  };
}

/** The FileDescriptorProto protoc hands the plugins, without its source code info (which they drop). */
export function descriptorBytes(file: ProtoFile): Uint8Array {
  const resolve = resolver(file);
  const w = new Writer().string(1, file.path).string(2, file.package);
  for (const i of file.imports) w.string(3, i);
  for (const m of file.messages) {
    w.message(4, (mw) => {
      mw.string(1, m.name);
      let oneof = 0;
      for (const f of m.fields) {
        const t = resolve(f.type);
        mw.message(2, (fw) => {
          fw.string(1, f.name).int(3, f.number).int(4, f.repeated ? 3 : 1).int(5, t.number);
          if (t.fullName) fw.string(6, t.fullName);
          if (f.optional) fw.int(9, oneof++);
          fw.string(10, jsonName(f.name));
          if (f.optional) fw.int(17, 1);
        });
      }
      for (const f of m.fields) if (f.optional) mw.message(8, (ow) => ow.string(1, `_${f.name}`));
    });
  }
  for (const e of file.enums) {
    w.message(5, (ew) => {
      ew.string(1, e.name);
      for (const v of e.values) ew.message(2, (vw) => vw.string(1, v.name).int(2, v.number));
    });
  }
  for (const s of file.services) {
    w.message(6, (sw) => {
      sw.string(1, s.name);
      for (const m of s.methods) sw.message(2, (mw) => mw.string(1, m.name).string(2, `.${file.package}.${m.input}`).string(3, `.${file.package}.${m.output}`));
    });
  }
  w.string(12, 'proto3');
  return Uint8Array.from(w.bytes);
}

// ---- Go's strconv.Quote ---------------------------------------------------------------------------

const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;

/** The rune UTF-8 decodes at `i` and its width, as Go's utf8.DecodeRune (an invalid byte: -1, width 1). */
function decodeRune(b: Uint8Array, i: number): [number, number] {
  const c = b[i];
  if (c < 0x80) return [c, 1];
  const need = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
  if (need < 0 || i + need >= b.length) return [-1, 1];
  // The second byte's range rules out overlong forms, surrogates and runes past U+10FFFF.
  const lo = c === 0xe0 ? 0xa0 : c === 0xf0 ? 0x90 : 0x80;
  const hi = c === 0xed ? 0x9f : c === 0xf4 ? 0x8f : 0xbf;
  if (b[i + 1] < lo || b[i + 1] > hi) return [-1, 1];
  let r = c & (need === 1 ? 0x1f : need === 2 ? 0x0f : 0x07);
  for (let k = 1; k <= need; k++) {
    if (k > 1 && (b[i + k] < 0x80 || b[i + k] > 0xbf)) return [-1, 1];
    r = (r << 6) | (b[i + k] & 0x3f);
  }
  return [r, need + 1];
}

const ESCAPES: Readonly<Record<number, string>> = { 7: '\\a', 8: '\\b', 12: '\\f', 10: '\\n', 13: '\\r', 9: '\\t', 11: '\\v', 34: '\\"', 92: '\\\\' };
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');

/** Go's strconv.Quote of bytes. */
export function goQuote(b: Uint8Array): string {
  let out = '"';
  for (let i = 0; i < b.length; ) {
    const [r, width] = decodeRune(b, i);
    if (r < 0) out += `\\x${hex(b[i], 2)}`;
    else if (ESCAPES[r]) out += ESCAPES[r];
    else if (PRINTABLE.test(String.fromCodePoint(r))) out += String.fromCodePoint(r);
    else if (r < 0x20 || r === 0x7f) out += `\\x${hex(r, 2)}`;
    else if (r < 0x10000) out += `\\u${hex(r, 4)}`;
    else out += `\\U${hex(r, 8)}`;
    i += width;
  }
  return `${out}"`;
}

// ---- gofmt's alignment of the lists the plugins write ----------------------------------------------

/**
 * Where gofmt breaks the alignment of a list's lines (go/printer's exprList): a line whose key (or, not a
 * pair, whole element) is over 40 characters, and 2.5 times longer or shorter than the geometric mean
 * of the sizes before it, starts a new section.
 */
function sections(sizes: readonly number[]): number[][] {
  const out: number[][] = [];
  let lnsum = 0;
  let count = 0;
  let prev = 0;
  sizes.forEach((size, i) => {
    let breaks = i === 0;
    if (i > 0 && prev > 0 && size > 0) {
      if (!(count === 0 || (prev <= 40 && size <= 40))) {
        const ratio = size / Math.exp(lnsum / count);
        breaks = 2.5 * ratio <= 1 || 2.5 <= ratio;
      }
    }
    if (breaks) {
      out.push([i]);
      lnsum = 0;
      count = 0;
    } else out[out.length - 1].push(i);
    if (size > 0) {
      lnsum += Math.log(size);
      count++;
    }
    prev = size;
  });
  return out;
}

/** Lines `key: value,` of a composite literal, the values aligned as gofmt aligns them. */
function alignPairs(indent: string, pairs: readonly [string, string][]): string[] {
  const lines: string[] = [];
  for (const section of sections(pairs.map(([k]) => k.length))) {
    const width = Math.max(...section.map((i) => pairs[i][0].length));
    for (const i of section) lines.push(`${indent}${`${pairs[i][0]}:`.padEnd(width + 2)}${pairs[i][1]},`);
  }
  return lines;
}

/** Lines `element, // comment`, the comments aligned as gofmt aligns them. */
function alignComments(indent: string, items: readonly [string, string][]): string[] {
  const lines: string[] = [];
  for (const section of sections(items.map(([e]) => e.length))) {
    const width = Math.max(...section.map((i) => items[i][0].length + 1));
    for (const i of section) lines.push(`${indent}${`${items[i][0]},`.padEnd(width + 1)}// ${items[i][1]}`);
  }
  return lines;
}

/** Lines `name = value` of a const or var group, the `=` aligned. */
function alignSpecs(indent: string, specs: readonly [string, string][]): string[] {
  const width = Math.max(...specs.map(([n]) => n.length));
  return specs.map(([n, v]) => `${indent}${n.padEnd(width)} = ${v}`);
}

/** A struct's field lines aligned in runs that comment lines end (each line: cells, or a comment). */
function alignFields(indent: string, lines: readonly (string[] | string)[]): string[] {
  const out: string[] = [];
  let run: string[][] = [];
  const flush = () => {
    const columns = Math.max(0, ...run.map((r) => r.length));
    const widths = Array.from({ length: columns }, (_, c) => Math.max(...run.filter((r) => r.length - 1 > c).map((r) => r[c].length), 0));
    for (const r of run) out.push(indent + r.map((cell, c) => (c < r.length - 1 ? cell.padEnd(widths[c]) : cell)).join(' '));
    run = [];
  };
  for (const l of lines) {
    if (typeof l === 'string') {
      flush();
      out.push(indent + l);
    } else run.push(l);
  }
  flush();
  return out;
}

/** A function with an empty body as gofmt writes it: on its header's line while that is at most 100 columns. */
const oneLineFunc = (header: string) => (header.length > 100 ? [`${header} {`, '}'] : [`${header} {}`]);

const comments = (lines: readonly string[] | undefined, indent = '') => (lines ?? []).map((l) => `${indent}//${l === '' ? '' : ` ${l}`}`);

// ---- the .proto -----------------------------------------------------------------------------------

/** The .proto text. */
export function renderProto(file: ProtoFile): string {
  const out: string[] = [...comments(file.header), 'syntax = "proto3";', '', `package ${file.package};`, ''];
  if (file.imports.length > 0) out.push(...file.imports.map((i) => `import "${i}";`), '');
  for (const s of file.services) {
    out.push(...comments(s.comment), `service ${s.name} {`);
    for (const m of s.methods) out.push(...comments(m.comment, '  '), `  rpc ${m.name}(${m.input}) returns (${m.output});`);
    out.push('}', '');
  }
  for (const e of file.enums) {
    out.push(...comments(e.comment), `enum ${e.name} {`, ...e.values.map((v) => `  ${v.name} = ${v.number};`), '}', '');
  }
  for (const m of file.messages) {
    out.push(...comments(m.comment), `message ${m.name} {${m.fields.length === 0 ? '}' : ''}`);
    for (const f of m.fields) out.push(...comments(f.comment, '  '), `  ${f.repeated ? 'repeated ' : f.optional ? 'optional ' : ''}${f.type} ${f.name} = ${f.number};`);
    if (m.fields.length > 0) out.push('}');
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

// ---- the .pb.go -----------------------------------------------------------------------------------

/** The comments both plugins copy from above `syntax`, then their banner. */
function banner(file: ProtoFile, plugin: string[]): string[] {
  const header = file.header?.length ? [...comments(file.header), ''] : [];
  return [...header, ...plugin, `// source: ${file.path}`, '', `package ${file.goPackage}`, ''];
}

function importBlock(paths: readonly [string, string][]): string[] {
  return ['import (', ...[...paths].sort((a, b) => (a[1] < b[1] ? -1 : 1)).map(([name, p]) => `\t${name} "${p}"`), ')', ''];
}

/** The .pb.go protoc-gen-go v1.36.10 writes from the file. */
export function renderPbGo(file: ProtoFile): string {
  const resolve = resolver(file);
  const v = `file_${file.path.replace(/[/.]/g, '_')}`;
  const out: string[] = banner(file, ['// Code generated by protoc-gen-go. DO NOT EDIT.', '// versions:', '// \tprotoc-gen-go v1.36.10', `// \tprotoc        ${PROTOC_VERSION}`]);
  const imports: [string, string][] = [
    ['protoreflect', 'google.golang.org/protobuf/reflect/protoreflect'],
    ['protoimpl', 'google.golang.org/protobuf/runtime/protoimpl'],
    ['reflect', 'reflect'],
    ['sync', 'sync'],
    ['unsafe', 'unsafe'],
  ];
  for (const known of Object.values(WELL_KNOWN)) if (file.imports.includes(known.file)) imports.push([known.goPackage, known.goImport]);
  out.push(...importBlock(imports));
  out.push(
    'const (',
    '\t// Verify that this generated code is sufficiently up-to-date.',
    '\t_ = protoimpl.EnforceVersion(20 - protoimpl.MinVersion)',
    '\t// Verify that runtime/protoimpl is sufficiently up-to-date.',
    '\t_ = protoimpl.EnforceVersion(protoimpl.MaxVersion - 20)',
    ')',
    '',
  );

  file.enums.forEach((e, i) => {
    const names = e.values.map((val) => `${e.name}_${val.name}`);
    out.push(...comments(e.comment), `type ${e.name} int32`, '', 'const (');
    const width = Math.max(...names.map((name) => name.length));
    out.push(...e.values.map((val, k) => `\t${names[k].padEnd(width)} ${e.name} = ${val.number}`));
    out.push(')', '', `// Enum value maps for ${e.name}.`, 'var (', `\t${e.name}_name = map[int32]string{`);
    out.push(...alignPairs('\t\t', e.values.map((val) => [String(val.number), JSON.stringify(val.name)])));
    out.push('\t}', `\t${e.name}_value = map[string]int32{`);
    out.push(...alignPairs('\t\t', e.values.map((val) => [JSON.stringify(val.name), String(val.number)])));
    out.push('\t}', ')', '');
    out.push(
      `func (x ${e.name}) Enum() *${e.name} {`,
      `\tp := new(${e.name})`,
      '\t*p = x',
      '\treturn p',
      '}',
      '',
      `func (x ${e.name}) String() string {`,
      '\treturn protoimpl.X.EnumStringOf(x.Descriptor(), protoreflect.EnumNumber(x))',
      '}',
      '',
      `func (${e.name}) Descriptor() protoreflect.EnumDescriptor {`,
      `\treturn ${v}_enumTypes[${i}].Descriptor()`,
      '}',
      '',
      `func (${e.name}) Type() protoreflect.EnumType {`,
      `\treturn &${v}_enumTypes[${i}]`,
      '}',
      '',
      `func (x ${e.name}) Number() protoreflect.EnumNumber {`,
      '\treturn protoreflect.EnumNumber(x)',
      '}',
      '',
      `// Deprecated: Use ${e.name}.Descriptor instead.`,
      `func (${e.name}) EnumDescriptor() ([]byte, []int) {`,
      `\treturn ${v}_rawDescGZIP(), []int{${i}}`,
      '}',
      '',
    );
  });

  file.messages.forEach((m, i) => {
    const goNames = fieldGoNames(m.fields);
    const rows: (string[] | string)[] = [['state', 'protoimpl.MessageState', '`protogen:"open.v1"`']];
    for (const [k, f] of m.fields.entries()) {
      const t = resolve(f.type);
      const goType = f.repeated ? `[]${t.go}` : f.optional && t.kind !== 'message' ? `*${t.go}` : t.go;
      const json = jsonName(f.name);
      const parts = [t.wire, String(f.number), f.repeated ? 'rep' : 'opt', `name=${f.name}`, ...(json !== f.name ? [`json=${json}`] : []), 'proto3'];
      if (t.kind === 'enum') parts.push(`enum=${file.package}.${f.type}`);
      if (f.optional) parts.push('oneof');
      for (const c of comments(f.comment)) rows.push(c);
      rows.push([goNames[k], goType, `\`protobuf:"${parts.join(',')}" json:"${f.name},omitempty"\``]);
    }
    rows.push(['unknownFields', 'protoimpl.UnknownFields'], ['sizeCache', 'protoimpl.SizeCache']);
    out.push(...comments(m.comment), `type ${m.name} struct {`, ...alignFields('\t', rows), '}', '');
    out.push(
      `func (x *${m.name}) Reset() {`,
      `\t*x = ${m.name}{}`,
      `\tmi := &${v}_msgTypes[${i}]`,
      '\tms := protoimpl.X.MessageStateOf(protoimpl.Pointer(x))',
      '\tms.StoreMessageInfo(mi)',
      '}',
      '',
      `func (x *${m.name}) String() string {`,
      '\treturn protoimpl.X.MessageStringOf(x)',
      '}',
      '',
      ...oneLineFunc(`func (*${m.name}) ProtoMessage()`),
      '',
      `func (x *${m.name}) ProtoReflect() protoreflect.Message {`,
      `\tmi := &${v}_msgTypes[${i}]`,
      '\tif x != nil {',
      '\t\tms := protoimpl.X.MessageStateOf(protoimpl.Pointer(x))',
      '\t\tif ms.LoadMessageInfo() == nil {',
      '\t\t\tms.StoreMessageInfo(mi)',
      '\t\t}',
      '\t\treturn ms',
      '\t}',
      '\treturn mi.MessageOf(x)',
      '}',
      '',
      `// Deprecated: Use ${m.name}.ProtoReflect.Descriptor instead.`,
      `func (*${m.name}) Descriptor() ([]byte, []int) {`,
      `\treturn ${v}_rawDescGZIP(), []int{${i}}`,
      '}',
      '',
    );
    for (const [k, f] of m.fields.entries()) {
      const t = resolve(f.type);
      const name = goNames[k];
      const presence = f.optional && t.kind !== 'message';
      out.push(
        `func (x *${m.name}) Get${name}() ${f.repeated ? `[]${t.go}` : t.go} {`,
        presence ? `\tif x != nil && x.${name} != nil {` : '\tif x != nil {',
        `\t\treturn ${presence ? '*' : ''}x.${name}`,
        '\t}',
        `\treturn ${f.repeated ? 'nil' : t.zero}`,
        '}',
        '',
      );
    }
  });

  // The descriptor, and the tables that tie its types to Go's.
  const raw = descriptorBytes(file);
  const chunks: string[] = [];
  let start = 0;
  for (let k = 0; k < raw.length; k++) {
    if (raw[k] === 0x0a) {
      chunks.push(goQuote(raw.subarray(start, k + 1)));
      start = k + 1;
    }
  }
  if (start < raw.length) chunks.push(goQuote(raw.subarray(start)));
  out.push(`var File_${file.path.replace(/[/.]/g, '_')} protoreflect.FileDescriptor`, '', `const ${v}_rawDesc = "" +`);
  out.push(...chunks.map((c, k) => `\t${c}${k < chunks.length - 1 ? ' +' : ''}`), '');
  out.push(
    'var (',
    `\t${v}_rawDescOnce sync.Once`,
    `\t${v}_rawDescData []byte`,
    ')',
    '',
    `func ${v}_rawDescGZIP() []byte {`,
    `\t${v}_rawDescOnce.Do(func() {`,
    `\t\t${v}_rawDescData = protoimpl.X.CompressGZIP(unsafe.Slice(unsafe.StringData(${v}_rawDesc), len(${v}_rawDesc)))`,
    '\t})',
    `\treturn ${v}_rawDescData`,
    '}',
    '',
  );

  // Go types: the enums, the messages, then each type of another file in the order the dependencies first name it.
  const goTypes: [string, string][] = [
    ...file.enums.map((e): [string, string] => [`(${e.name})(0)`, `${file.package}.${e.name}`]),
    ...file.messages.map((m): [string, string] => [`(*${m.name})(nil)`, `${file.package}.${m.name}`]),
  ];
  const index = new Map(goTypes.map(([, full], k) => [full, k]));
  const typeIndex = (fullName: string): number => {
    const full = fullName.slice(1);
    let k = index.get(full);
    if (k === undefined) {
      k = goTypes.length;
      goTypes.push([`(${resolve(full).go})(nil)`, full]);
      index.set(full, k);
    }
    return k;
  };
  const deps: [string, string][] = [];
  for (const m of file.messages) {
    for (const f of m.fields) {
      const t = resolve(f.type);
      if (t.fullName) deps.push([String(typeIndex(t.fullName)), `${deps.length}: ${file.package}.${m.name}.${f.name}:type_name -> ${t.fullName.slice(1)}`]);
    }
  }
  const fieldDeps = deps.length;
  const methods = file.services.flatMap((s) => s.methods.map((m) => ({ s, m })));
  for (const { s, m } of methods) deps.push([String(typeIndex(`.${file.package}.${m.input}`)), `${deps.length}: ${file.package}.${s.name}.${m.name}:input_type -> ${file.package}.${m.input}`]);
  for (const { s, m } of methods) deps.push([String(typeIndex(`.${file.package}.${m.output}`)), `${deps.length}: ${file.package}.${s.name}.${m.name}:output_type -> ${file.package}.${m.output}`]);
  const n = deps.length;
  deps.push(
    [String(fieldDeps + methods.length), `[${fieldDeps + methods.length}:${n}] is the sub-list for method output_type`],
    [String(fieldDeps), `[${fieldDeps}:${fieldDeps + methods.length}] is the sub-list for method input_type`],
    [String(fieldDeps), `[${fieldDeps}:${fieldDeps}] is the sub-list for extension type_name`],
    [String(fieldDeps), `[${fieldDeps}:${fieldDeps}] is the sub-list for extension extendee`],
    ['0', `[0:${fieldDeps}] is the sub-list for field type_name`],
  );

  if (file.enums.length > 0) out.push(`var ${v}_enumTypes = make([]protoimpl.EnumInfo, ${file.enums.length})`);
  out.push(`var ${v}_msgTypes = make([]protoimpl.MessageInfo, ${file.messages.length})`);
  out.push(`var ${v}_goTypes = []any{`, ...alignComments('\t', goTypes.map(([goType, full], k) => [goType, `${k}: ${full}`])), '}');
  out.push(`var ${v}_depIdxs = []int32{`, ...alignComments('\t', deps), '}', '');

  const fileVar = `File_${file.path.replace(/[/.]/g, '_')}`;
  out.push(`func init() { ${v}_init() }`, `func ${v}_init() {`, `\tif ${fileVar} != nil {`, '\t\treturn', '\t}');
  file.messages.forEach((m, k) => {
    if (m.fields.some((f) => f.optional)) out.push(`\t${v}_msgTypes[${k}].OneofWrappers = []any{}`);
  });
  out.push('\ttype x struct{}', '\tout := protoimpl.TypeBuilder{', '\t\tFile: protoimpl.DescBuilder{');
  out.push(
    ...alignPairs('\t\t\t', [
      ['GoPackagePath', 'reflect.TypeOf(x{}).PkgPath()'],
      ['RawDescriptor', `unsafe.Slice(unsafe.StringData(${v}_rawDesc), len(${v}_rawDesc))`],
      ['NumEnums', String(file.enums.length)],
      ['NumMessages', String(file.messages.length)],
      ['NumExtensions', '0'],
      ['NumServices', String(file.services.length)],
    ]),
  );
  out.push('\t\t},');
  out.push(
    ...alignPairs('\t\t', [
      ['GoTypes', `${v}_goTypes`],
      ['DependencyIndexes', `${v}_depIdxs`],
      ...(file.enums.length > 0 ? [['EnumInfos', `${v}_enumTypes`] as [string, string]] : []),
      ['MessageInfos', `${v}_msgTypes`],
    ]),
  );
  out.push('\t}.Build()', `\t${fileVar} = out.File`, `\t${v}_goTypes = nil`, `\t${v}_depIdxs = nil`, '}', '');
  return out.join('\n');
}

// ---- the _grpc.pb.go ------------------------------------------------------------------------------

const unexport = (s: string) => s[0].toLowerCase() + s.slice(1);

/** The _grpc.pb.go protoc-gen-go-grpc v1.5.1 writes from the file (unary methods). */
export function renderGrpcPbGo(file: ProtoFile): string {
  const out: string[] = banner(file, ['// Code generated by protoc-gen-go-grpc. DO NOT EDIT.', '// versions:', '// - protoc-gen-go-grpc v1.5.1', `// - protoc             ${PROTOC_VERSION}`]);
  out.push(...importBlock([['context', 'context'], ['grpc', 'google.golang.org/grpc'], ['codes', 'google.golang.org/grpc/codes'], ['status', 'google.golang.org/grpc/status']]));
  out.push(
    '// This is a compile-time assertion to ensure that this generated file',
    '// is compatible with the grpc package it is being compiled against.',
    '// Requires gRPC-Go v1.64.0 or later.',
    'const _ = grpc.SupportPackageIsVersion9',
    '',
  );
  for (const s of file.services) {
    const serviceComment = s.comment?.length ? ['//', ...comments(s.comment)] : [];
    const client = `${s.name}Client`;
    const server = `${s.name}Server`;
    const full = (m: ProtoMethod) => `${s.name}_${m.name}_FullMethodName`;
    out.push('const (', ...alignSpecs('\t', s.methods.map((m) => [full(m), JSON.stringify(`/${file.package}.${s.name}/${m.name}`)])), ')', '');
    out.push(
      `// ${client} is the client API for ${s.name} service.`,
      '//',
      '// For semantics around ctx use and closing/ending streaming RPCs, please refer to https://pkg.go.dev/google.golang.org/grpc/?tab=doc#ClientConn.NewStream.',
      ...serviceComment,
      `type ${client} interface {`,
    );
    for (const m of s.methods) out.push(...comments(m.comment, '\t'), `\t${m.name}(ctx context.Context, in *${m.input}, opts ...grpc.CallOption) (*${m.output}, error)`);
    out.push('}', '', `type ${unexport(s.name)}Client struct {`, '\tcc grpc.ClientConnInterface', '}', '');
    out.push(`func New${client}(cc grpc.ClientConnInterface) ${client} {`, `\treturn &${unexport(s.name)}Client{cc}`, '}', '');
    for (const m of s.methods) {
      out.push(
        `func (c *${unexport(s.name)}Client) ${m.name}(ctx context.Context, in *${m.input}, opts ...grpc.CallOption) (*${m.output}, error) {`,
        '\tcOpts := append([]grpc.CallOption{grpc.StaticMethod()}, opts...)',
        `\tout := new(${m.output})`,
        `\terr := c.cc.Invoke(ctx, ${full(m)}, in, out, cOpts...)`,
        '\tif err != nil {',
        '\t\treturn nil, err',
        '\t}',
        '\treturn out, nil',
        '}',
        '',
      );
    }
    out.push(`// ${server} is the server API for ${s.name} service.`, `// All implementations must embed Unimplemented${server}`, '// for forward compatibility.', ...serviceComment, `type ${server} interface {`);
    for (const m of s.methods) out.push(...comments(m.comment, '\t'), `\t${m.name}(context.Context, *${m.input}) (*${m.output}, error)`);
    out.push(`\tmustEmbedUnimplemented${server}()`, '}', '');
    out.push(
      `// Unimplemented${server} must be embedded to have`,
      '// forward compatible implementations.',
      '//',
      '// NOTE: this should be embedded by value instead of pointer to avoid a nil',
      '// pointer dereference when methods are called.',
      `type Unimplemented${server} struct{}`,
      '',
    );
    for (const m of s.methods) {
      out.push(`func (Unimplemented${server}) ${m.name}(context.Context, *${m.input}) (*${m.output}, error) {`, `\treturn nil, status.Errorf(codes.Unimplemented, "method ${m.name} not implemented")`, '}');
    }
    // gofmt keeps an empty body on its header's line while the header is at most 100 columns, and
    // aligns the bodies of adjacent one-line functions.
    const mustEmbed = `func (Unimplemented${server}) mustEmbedUnimplemented${server}()`;
    const byValue = `func (Unimplemented${server}) testEmbeddedByValue()`;
    if (mustEmbed.length > 100) out.push(`${mustEmbed} {`, '}', `${byValue} {}`, '');
    else {
      const width = Math.max(mustEmbed.length, byValue.length);
      out.push(`${mustEmbed.padEnd(width)} {}`, `${byValue.padEnd(width)} {}`, '');
    }
    out.push(
      `// Unsafe${server} may be embedded to opt out of forward compatibility for this service.`,
      `// Use of this interface is not recommended, as added methods to ${server} will`,
      '// result in compilation errors.',
      `type Unsafe${server} interface {`,
      `\tmustEmbedUnimplemented${server}()`,
      '}',
      '',
      `func Register${server}(s grpc.ServiceRegistrar, srv ${server}) {`,
      `\t// If the following call pancis, it indicates Unimplemented${server} was`,
      '\t// embedded by pointer and is nil.  This will cause panics if an',
      '\t// unimplemented method is ever invoked, so we test this at initialization',
      '\t// time to prevent it from happening at runtime later due to I/O.',
      '\tif t, ok := srv.(interface{ testEmbeddedByValue() }); ok {',
      '\t\tt.testEmbeddedByValue()',
      '\t}',
      `\ts.RegisterService(&${s.name}_ServiceDesc, srv)`,
      '}',
      '',
    );
    for (const m of s.methods) {
      out.push(
        `func _${s.name}_${m.name}_Handler(srv interface{}, ctx context.Context, dec func(interface{}) error, interceptor grpc.UnaryServerInterceptor) (interface{}, error) {`,
        `\tin := new(${m.input})`,
        '\tif err := dec(in); err != nil {',
        '\t\treturn nil, err',
        '\t}',
        '\tif interceptor == nil {',
        `\t\treturn srv.(${server}).${m.name}(ctx, in)`,
        '\t}',
        '\tinfo := &grpc.UnaryServerInfo{',
        '\t\tServer:     srv,',
        `\t\tFullMethod: ${full(m)},`,
        '\t}',
        '\thandler := func(ctx context.Context, req interface{}) (interface{}, error) {',
        `\t\treturn srv.(${server}).${m.name}(ctx, req.(*${m.input}))`,
        '\t}',
        '\treturn interceptor(ctx, in, info, handler)',
        '}',
        '',
      );
    }
    out.push(
      `// ${s.name}_ServiceDesc is the grpc.ServiceDesc for ${s.name} service.`,
      "// It's only intended for direct use with grpc.RegisterService,",
      '// and not to be introspected or modified (even as a copy)',
      `var ${s.name}_ServiceDesc = grpc.ServiceDesc{`,
      `\tServiceName: ${JSON.stringify(`${file.package}.${s.name}`)},`,
      `\tHandlerType: (*${server})(nil),`,
      '\tMethods: []grpc.MethodDesc{',
    );
    for (const m of s.methods) out.push('\t\t{', `\t\t\tMethodName: ${JSON.stringify(m.name)},`, `\t\t\tHandler:    _${s.name}_${m.name}_Handler,`, '\t\t},');
    out.push('\t},', '\tStreams:  []grpc.StreamDesc{},', `\tMetadata: ${JSON.stringify(file.path)},`, '}', '');
  }
  return out.join('\n');
}
