// generated.go, gqlgen v0.17.84's executable schema in the single-file exec layout: a port of the
// templates of its codegen package (generated!.gotpl, args.gotpl, directives.gotpl, field.gotpl,
// input.gotpl, interface.gotpl, object.gotpl, type.gotpl, run in that order into one file) over
// gqlgen-bind.ts's codegen.Data, written as gofmt leaves the rendered text (gqlgen formats its output
// and drops the imports it does not use).

import {
  elem,
  goTypeString,
  hasResolvers,
  isConcurrent,
  isNilable,
  isPtrToPtr,
  isPtrToSlice,
  isReserved,
  isScalar,
  isSlice,
  marshalFunc,
  packageName,
  resolverName,
  typePackages,
  unmarshalFunc,
  type CgObject,
  type Data,
  type Field,
  type Func,
  type GoType,
  type TypeRef,
} from './gqlgen-bind';
import { lcFirst, ucFirst } from './gqlgen-names';
import { goQuote } from './protobuf';

/**
 * Go code written with two spaces per level of indentation in this file's template literals, as the
 * tabs gofmt writes (only the literal parts: what is interpolated is already laid out).
 */
function go(strings: TemplateStringsArray, ...values: unknown[]): string {
  let out = '';
  strings.forEach((s, i) => {
    const lineStart = i === 0 || out.endsWith('\n');
    let part = s.replace(/\n( +)/g, (_, sp: string) => '\n' + '\t'.repeat(sp.length / 2));
    if (i === 0) part = part.replace(/^\n/, '');
    if (lineStart) part = part.replace(/^( +)/, (sp: string) => '\t'.repeat(sp.length / 2));
    out += part;
    if (i < values.length) out += String(values[i]);
  });
  return out;
}

/** Go's strconv.Quote, as the templates' `quote` writes names and default strings. */
export function quote(s: string): string {
  return goQuote(new TextEncoder().encode(s));
}

/** templates.center */
function center(width: number, pad: string, s: string): string {
  if (s.length + 2 > width) return s;
  const l = Math.floor((width - s.length) / 2);
  return pad.repeat(l) + s + pad.repeat(width - (l + s.length));
}

/** A template's output between the region tags templates.Render writes around it. */
function region(name: string, body: string): string {
  const tag = center(70, '*', ` ${name} `);
  return `// region    ${tag}\n\n${body}${body ? '\n' : ''}// endregion ${tag}\n`;
}

/** Lines of cells aligned in columns, as gofmt's tabwriter aligns a struct's fields (a string line ends a run). */
export function alignColumns(indent: string, lines: readonly (readonly string[] | string)[]): string {
  const out: string[] = [];
  let run: (readonly string[])[] = [];
  const width = (s: string) => Array.from(s).length;
  const flush = () => {
    const columns = Math.max(0, ...run.map((r) => r.length - 1));
    const widths = Array.from({ length: columns }, (_, c) => Math.max(0, ...run.filter((r) => r.length - 1 > c).map((r) => width(r[c]))));
    for (const r of run) out.push(indent + r.map((cell, c) => (c < r.length - 1 ? cell + ' '.repeat(widths[c] - width(cell) + 1) : cell)).join(''));
    run = [];
  };
  for (const l of lines) {
    if (typeof l === 'string') {
      flush();
      out.push(l === '' ? '' : indent + l);
    } else run.push(l);
  }
  flush();
  return out.map((l) => `${l}\n`).join('');
}

/** The Go type as the file spells it. */
const ref = (t: GoType) => goTypeString(t);
const call = (fn: Func) => `${packageName(fn.pkg)}.${fn.name}`;

class Exec {
  private readonly mi: string;
  constructor(private readonly data: Data) {
    this.mi = data.options.moduleIdent;
  }

  marshal(r: TypeRef) {
    return marshalFunc(r, this.mi);
  }
  unmarshal(r: TypeRef) {
    return unmarshalFunc(r, this.mi);
  }

  /** Field.ArgsFunc */
  argsFunc(f: Field) {
    return f.args.length === 0 ? '' : `field_${f.object.name}_${f.name}_args`;
  }

  /** Object.Reference: a pointer to the bound type (unless nil-able). */
  objRef(o: CgObject) {
    return ref(isNilable(o.type as GoType) ? (o.type as GoType) : { k: 'ptr', elem: o.type as GoType });
  }

  /** Field.ShortResolverDeclaration */
  resolverDeclaration(f: Field): string {
    let res = '(ctx context.Context';
    if (!f.object.root) res += `, obj ${this.objRef(f.object)}`;
    for (const a of f.args) res += `, ${a.varName} ${ref(a.ref.go)}`;
    return `${res}) (${ref(f.ref.go)}, error)`;
  }

  /** Field.CallArgs */
  callArgs(f: Field): string {
    const args: string[] = [];
    if (f.isResolver) {
      args.push('ctx');
      if (!f.object.root) args.push('obj');
    } else if (f.methodHasContext) args.push('ctx');
    for (const a of f.args) args.push(`fc.Args[${quote(a.name)}].(${ref(a.ref.go)})`);
    return args.join(', ');
  }

  /** Object.UniqueFields, in the order text/template ranges over a map: by Go name. */
  uniqueFields(o: CgObject): Field[][] {
    const m = new Map<string, Field[]>();
    for (const f of o.fields) m.set(f.goFieldName, [...(m.get(f.goFieldName) ?? []), f]);
    return [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, fs]) => fs);
  }

  // ---- generated!.gotpl ----

  generated(): string {
    const d = this.data;
    let out = go`
// NewExecutableSchema creates an ExecutableSchema from the ResolverRoot interface.
func NewExecutableSchema(cfg Config) graphql.ExecutableSchema {
  return &executableSchema{
    schema:     cfg.Schema,
    resolvers:  cfg.Resolvers,
    directives: cfg.Directives,
    complexity: cfg.Complexity,
  }
}

type Config struct {
  Schema     *ast.Schema
  Resolvers  ResolverRoot
  Directives DirectiveRoot
  Complexity ComplexityRoot
}

type ResolverRoot interface {
`;
    for (const o of d.objects) if (hasResolvers(o)) out += `\t${ucFirst(o.name)}() ${resolverName(o)}\n`;
    out += '}\n\ntype DirectiveRoot struct {\n}\n\ntype ComplexityRoot struct {\n';
    const complexityStructs = d.objects
      .filter((o) => !isReserved(o.name))
      .map((o) => {
        const rows = this.uniqueFields(o)
          .map((fs) => fs[0])
          .filter((f) => !isReserved(f.name))
          .map((f) => [f.goFieldName, `func(childComplexity int${f.args.map((a) => `, ${a.varName} ${ref(a.ref.go)}`).join('')}) int`]);
        return `\t${ucFirst(o.name)} struct {\n${alignColumns('\t\t', rows)}\t}\n`;
      });
    out += complexityStructs.join('\n') + '}\n\n';
    for (const o of d.objects) {
      if (!hasResolvers(o)) continue;
      // The template writes an empty line for each field that is no resolver's: gofmt keeps one where
      // such fields lie between two resolvers' methods.
      out += `type ${resolverName(o)} interface {\n`;
      let gap = false;
      let first = true;
      for (const f of o.fields) {
        if (!f.isResolver) {
          gap = true;
          continue;
        }
        if (gap && !first) out += '\n';
        out += `\t${f.goFieldName}${this.resolverDeclaration(f)}\n`;
        first = false;
        gap = false;
      }
      out += '}\n';
    }
    out += go`

type executableSchema struct {
  schema     *ast.Schema
  resolvers  ResolverRoot
  directives DirectiveRoot
  complexity ComplexityRoot
}

func (e *executableSchema) Schema() *ast.Schema {
  if e.schema != nil {
    return e.schema
  }
  return parsedSchema
}

func (e *executableSchema) Complexity(ctx context.Context, typeName, field string, childComplexity int, rawArgs map[string]any) (int, bool) {
  ec := executionContext{nil, e, 0, 0, nil}
  _ = ec
  switch typeName + "." + field {
`;
    for (const o of d.objects) {
      if (isReserved(o.name)) continue;
      out += '\n';
      for (const fs of this.uniqueFields(o)) {
        const live = fs.filter((f) => !isReserved(f.name));
        if (live.length === 0) continue;
        const f = fs[fs.length - 1];
        out += `\tcase ${live.map((x) => quote(`${o.name}.${x.name}`)).join(', ')}:\n`;
        out += `\t\tif e.complexity.${ucFirst(o.name)}.${f.goFieldName} == nil {\n\t\t\tbreak\n\t\t}\n\n`;
        if (f.args.length > 0) {
          out += `\t\targs, err := ec.${this.argsFunc(f)}(ctx, rawArgs)\n\t\tif err != nil {\n\t\t\treturn 0, false\n\t\t}\n\n`;
        }
        const cargs = f.args.map((a) => `, args[${quote(a.name)}].(${ref(a.ref.go)})`).join('');
        out += `\t\treturn e.complexity.${ucFirst(o.name)}.${f.goFieldName}(childComplexity${cargs}), true\n`;
      }
    }
    out += go`

  }
  return 0, false
}

func (e *executableSchema) Exec(ctx context.Context) graphql.ResponseHandler {
  opCtx := graphql.GetOperationContext(ctx)
  ec := executionContext{opCtx, e, 0, 0, make(chan graphql.DeferredResult)}
`;
    if (d.inputs.length === 0) out += '\tinputUnmarshalMap := graphql.BuildUnmarshalerMap()\n';
    else out += `\tinputUnmarshalMap := graphql.BuildUnmarshalerMap(\n${d.inputs.map((i) => `\t\tec.unmarshalInput${i.name},\n`).join('')}\t)\n`;
    out += go`
  first := true

  switch opCtx.Operation.Operation {
  case ast.Query:
    return func(ctx context.Context) *graphql.Response {
      var response graphql.Response
      var data graphql.Marshaler
      if first {
        first = false
        ctx = graphql.WithUnmarshalerMap(ctx, inputUnmarshalMap)
        data = ec._${d.queryRoot.name}(ctx, opCtx.Operation.SelectionSet)
      } else {
        if atomic.LoadInt32(&ec.pendingDeferred) > 0 {
          result := <-ec.deferredResults
          atomic.AddInt32(&ec.pendingDeferred, -1)
          data = result.Result
          response.Path = result.Path
          response.Label = result.Label
          response.Errors = result.Errors
        } else {
          return nil
        }
      }
      var buf bytes.Buffer
      data.MarshalGQL(&buf)
      response.Data = buf.Bytes()
      if atomic.LoadInt32(&ec.deferred) > 0 {
        hasNext := atomic.LoadInt32(&ec.pendingDeferred) > 0
        response.HasNext = &hasNext
      }

      return &response
    }
`;
    if (d.mutationRoot) {
      out += go`
  case ast.Mutation:
    return func(ctx context.Context) *graphql.Response {
      if !first {
        return nil
      }
      first = false
      ctx = graphql.WithUnmarshalerMap(ctx, inputUnmarshalMap)
      data := ec._${d.mutationRoot.name}(ctx, opCtx.Operation.SelectionSet)
      var buf bytes.Buffer
      data.MarshalGQL(&buf)

      return &graphql.Response{
        Data: buf.Bytes(),
      }
    }
`;
    }
    out += go`

  default:
    return graphql.OneShot(graphql.ErrorResponse(ctx, "unsupported GraphQL operation"))
  }
}

type executionContext struct {
  *graphql.OperationContext
  *executableSchema
  deferred        int32
  pendingDeferred int32
  deferredResults chan graphql.DeferredResult
}

func (ec *executionContext) processDeferredGroup(dg graphql.DeferredGroup) {
  atomic.AddInt32(&ec.pendingDeferred, 1)
  go func() {
    ctx := graphql.WithFreshResponseContext(dg.Context)
    dg.FieldSet.Dispatch(ctx)
    ds := graphql.DeferredResult{
      Path:   dg.Path,
      Label:  dg.Label,
      Result: dg.FieldSet,
      Errors: graphql.GetErrors(ctx),
    }
    // null fields should bubble up
    if dg.FieldSet.Invalids > 0 {
      ds.Result = graphql.Null
    }
    ec.deferredResults <- ds
  }()
}

func (ec *executionContext) introspectSchema() (*introspection.Schema, error) {
  if ec.DisableIntrospection {
    return nil, errors.New("introspection disabled")
  }
  return introspection.WrapSchema(ec.Schema()), nil
}

func (ec *executionContext) introspectType(name string) (*introspection.Type, error) {
  if ec.DisableIntrospection {
    return nil, errors.New("introspection disabled")
  }
  return introspection.WrapTypeFromDef(ec.Schema(), ec.Schema().Types[name]), nil
}

//go:embed "schema.graphqls"
var sourcesFS embed.FS

func sourceData(filename string) string {
  data, err := sourcesFS.ReadFile(filename)
  if err != nil {
    panic(fmt.Sprintf("codegen problem: %s not available", filename))
  }
  return string(data)
}

var sources = []*ast.Source{
  {Name: "schema.graphqls", Input: sourceData("schema.graphqls"), BuiltIn: false},
}
var parsedSchema = gqlparser.MustLoadSchema(sources...)
`;
    return out;
  }

  // ---- args.gotpl ----

  args(): string {
    const all = new Map<string, Field>();
    for (const o of this.data.objects) for (const f of o.fields) if (f.args.length > 0) all.set(this.argsFunc(f), f);
    const names = [...all.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return names
      .map((name) => {
        const f = all.get(name) as Field;
        let out = `func (ec *executionContext) ${name}(ctx context.Context, rawArgs map[string]any) (map[string]any, error) {\n\tvar err error\n\targs := map[string]any{}\n`;
        f.args.forEach((a, i) => {
          out += `\targ${i}, err := graphql.ProcessArgField(ctx, rawArgs, ${quote(a.name)}, ec.${this.unmarshal(a.ref)})\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\targs[${quote(a.name)}] = arg${i}\n`;
        });
        return `${out}\treturn args, nil\n}\n`;
      })
      .join('\n');
  }

  // ---- field.gotpl ----

  /** The "fieldDefinition" template: what a field's resolver function returns. */
  fieldDefinition(f: Field): string {
    let out = '';
    if ((f.isResolver || f.isMethod) && f.args.length > 0) out += '\t\t\tfc := graphql.GetFieldContext(ctx)\n';
    if (f.isResolver) out += `\t\t\treturn ec.resolvers.${ucFirst(f.object.name)}().${f.goFieldName}(${this.callArgs(f)})\n`;
    else if (f.isMethod) out += f.noErr ? `\t\t\treturn ${f.goReceiverName}.${f.goFieldName}(${this.callArgs(f)}), nil\n` : `\t\t\treturn ${f.goReceiverName}.${f.goFieldName}(${this.callArgs(f)})\n`;
    else out += `\t\t\treturn ${f.goReceiverName}.${f.goFieldName}, nil\n`;
    return out;
  }

  fields(): string {
    const parts: string[] = [];
    for (const o of this.data.objects) {
      for (const f of o.fields) {
        const def = f.ref.def;
        let out = `func (ec *executionContext) _${o.name}_${f.name}(ctx context.Context, field graphql.CollectedField${o.root ? '' : `, obj ${this.objRef(o)}`}) (ret graphql.Marshaler) {\n`;
        out += go`
  return graphql.ResolveField(
    ctx,
    ec.OperationContext,
    field,
    ec.fieldContext_${o.name}_${f.name},
    func(ctx context.Context) (any, error) {
${this.fieldDefinition(f)}    },
    nil,
    ec.${this.marshal(f.ref)},
    true,
    ${f.ref.gql.nonNull},
  )
}

func (ec *executionContext) fieldContext_${o.name}_${f.name}(${f.args.length === 0 ? '_' : 'ctx'} context.Context, field graphql.CollectedField) (fc *graphql.FieldContext, err error) {
  fc = &graphql.FieldContext{
    Object:     ${quote(o.name)},
    Field:      field,
    IsMethod:   ${f.isMethod || f.isResolver},
    IsResolver: ${f.isResolver},
    Child: func(ctx context.Context, field graphql.CollectedField) (*graphql.FieldContext, error) {
`;
        if (def.fields.length === 0) out += `\t\t\treturn nil, errors.New("field of type ${def.name} does not have child fields")\n`;
        else if (def.kind !== 'OBJECT') out += `\t\t\treturn nil, errors.New("FieldContext.Child cannot be called on type ${def.kind}")\n`;
        else {
          out += '\t\t\tswitch field.Name {\n';
          for (const c of def.fields) out += `\t\t\tcase ${quote(c.name)}:\n\t\t\t\treturn ec.fieldContext_${def.name}_${c.name}(ctx, field)\n`;
          out += `\t\t\t}\n\t\t\treturn nil, fmt.Errorf("no field named %q was found under type ${def.name}", field.Name)\n`;
        }
        out += '\t\t},\n\t}\n';
        if (f.args.length > 0) {
          out += go`
  defer func() {
    if r := recover(); r != nil {
      err = ec.Recover(ctx, r)
      ec.Error(ctx, err)
    }
  }()
  ctx = graphql.WithFieldContext(ctx, fc)
  if fc.Args, err = ec.${this.argsFunc(f)}(ctx, field.ArgumentMap(ec.Variables)); err != nil {
    ec.Error(ctx, err)
    return fc, err
  }
`;
        }
        out += '\treturn fc, nil\n}\n';
        parts.push(out);
      }
    }
    return parts.join('\n');
  }

  // ---- input.gotpl ----

  inputs(): string {
    return this.data.inputs
      .map((o) => {
        let out = go`
func (ec *executionContext) unmarshalInput${o.name}(ctx context.Context, obj any) (${ref(o.type as GoType)}, error) {
  var it ${ref(o.type as GoType)}
  asMap := map[string]any{}
  for k, v := range obj.(map[string]any) {
    asMap[k] = v
  }

`;
        const defaults = o.fields.filter((f) => f.def.default !== undefined && f.def.default !== 'null');
        for (const f of defaults) {
          out += `\tif _, present := asMap[${quote(f.name)}]; !present {\n\t\tasMap[${quote(f.name)}] = ${dump(f.def.default as string, f.ref)}\n\t}\n`;
        }
        if (defaults.length > 0) out += '\n';
        out += `\tfieldsInOrder := [...]string{${o.fields.map((f) => quote(f.name)).join(', ')}}\n`;
        out += go`
  for _, k := range fieldsInOrder {
    v, ok := asMap[k]
    if !ok {
      continue
    }
    switch k {
`;
        for (const f of o.fields) {
          out += go`
    case ${quote(f.name)}:
      ctx := graphql.WithPathContext(ctx, graphql.NewPathWithField(${quote(f.name)}))
      data, err := ec.${this.unmarshal(f.ref)}(ctx, v)
      if err != nil {
        return it, err
      }
      it.${f.goFieldName} = data
`;
        }
        out += '\t\t}\n\t}\n\n\treturn it, nil\n}\n';
        return out;
      })
      .join('\n');
  }

  // ---- object.gotpl ----

  objects(): string {
    return this.data.objects
      .map((o) => {
        const impl = `${lcFirst(o.name)}Implementors`;
        const objectConcurrent = o.fields.some(isConcurrent);
        let out = `var ${impl} = []string{${quote(o.name)}}\n\n`;
        out += `func (ec *executionContext) _${o.name}(ctx context.Context, sel ast.SelectionSet${o.root ? '' : `, obj ${this.objRef(o)}`}) graphql.Marshaler {\n`;
        out += `\tfields := graphql.CollectFields(ec.OperationContext, sel, ${impl})\n`;
        if (o.root) out += `\tctx = graphql.WithFieldContext(ctx, &graphql.FieldContext{\n\t\tObject: ${quote(o.name)},\n\t})\n`;
        out += '\n\tout := graphql.NewFieldSet(fields)\n\tdeferred := make(map[string]*graphql.FieldSet)\n\tfor i, field := range fields {\n';
        if (o.root) out += '\t\tinnerCtx := graphql.WithRootFieldContext(ctx, &graphql.RootFieldContext{\n\t\t\tObject: field.Name,\n\t\t\tField:  field,\n\t\t})\n\n';
        out += `\t\tswitch field.Name {\n\t\tcase "__typename":\n\t\t\tout.Values[i] = graphql.MarshalString(${quote(o.name)})\n`;
        const invalid = (target: string) => (objectConcurrent ? `atomic.AddUint32(&${target}.Invalids, 1)` : `${target}.Invalids++`);
        for (const f of o.fields) {
          out += `\t\tcase ${quote(f.name)}:\n`;
          const call = `ec._${o.name}_${f.name}(ctx, field${o.root ? '' : ', obj'})`;
          if (isConcurrent(f)) {
            out += `\t\t\tfield := field\n\n\t\t\tinnerFunc := func(ctx context.Context, ${f.ref.gql.nonNull ? 'fs' : '_'} *graphql.FieldSet) (res graphql.Marshaler) {\n`;
            out += '\t\t\t\tdefer func() {\n\t\t\t\t\tif r := recover(); r != nil {\n\t\t\t\t\t\tec.Error(ctx, ec.Recover(ctx, r))\n\t\t\t\t\t}\n\t\t\t\t}()\n';
            out += `\t\t\t\tres = ${call}\n`;
            if (f.ref.gql.nonNull) out += `\t\t\t\tif res == graphql.Null {\n\t\t\t\t\t${invalid('fs')}\n\t\t\t\t}\n`;
            out += '\t\t\t\treturn res\n\t\t\t}\n\n';
            if (o.root) {
              out += '\t\t\trrm := func(ctx context.Context) graphql.Marshaler {\n\t\t\t\treturn ec.OperationContext.RootResolverMiddleware(ctx,\n\t\t\t\t\tfunc(ctx context.Context) graphql.Marshaler { return innerFunc(ctx, out) })\n\t\t\t}\n\n';
              out += '\t\t\tout.Concurrently(i, func(ctx context.Context) graphql.Marshaler { return rrm(innerCtx) })\n';
            } else {
              out += go`
      if field.Deferrable != nil {
        dfs, ok := deferred[field.Deferrable.Label]
        di := 0
        if ok {
          dfs.AddField(field)
          di = len(dfs.Values) - 1
        } else {
          dfs = graphql.NewFieldSet([]graphql.CollectedField{field})
          deferred[field.Deferrable.Label] = dfs
        }
        dfs.Concurrently(di, func(ctx context.Context) graphql.Marshaler {
          return innerFunc(ctx, dfs)
        })

        // don't run the out.Concurrently() call below
        out.Values[i] = graphql.Null
        continue
      }

      out.Concurrently(i, func(ctx context.Context) graphql.Marshaler { return innerFunc(ctx, out) })
`;
            }
          } else {
            if (o.root) out += `\t\t\tout.Values[i] = ec.OperationContext.RootResolverMiddleware(innerCtx, func(ctx context.Context) (res graphql.Marshaler) {\n\t\t\t\treturn ${call}\n\t\t\t})\n`;
            else out += `\t\t\tout.Values[i] = ${call}\n`;
            if (f.ref.gql.nonNull) out += `\t\t\tif out.Values[i] == graphql.Null {\n\t\t\t\t${invalid('out')}\n\t\t\t}\n`;
          }
        }
        out += go`
    default:
      panic("unknown field " + strconv.Quote(field.Name))
    }
  }
  out.Dispatch(ctx)
  if out.Invalids > 0 {
    return graphql.Null
  }

  atomic.AddInt32(&ec.deferred, int32(len(deferred)))

  for label, dfs := range deferred {
    ec.processDeferredGroup(graphql.DeferredGroup{
      Label:    label,
      Path:     graphql.GetPath(ctx),
      FieldSet: dfs,
      Context:  ctx,
    })
  }

  return out
}
`;
        return out;
      })
      .join('\n');
  }

  // ---- type.gotpl ----

  unmarshalBody(t: TypeRef): string {
    let out = '';
    if (isNilable(t.go) && !t.gql.nonNull && !isPtrToPtr(t)) out += '\tif v == nil {\n\t\treturn nil, nil\n\t}\n';
    if (isPtrToSlice(t)) throw new Error('gqlgen emulation: a pointer to a slice is not supported');
    if (isSlice(t)) {
      const e = elem(t) as TypeRef;
      out += go`
  var vSlice []any
  vSlice = graphql.CoerceList(v)
  var err error
  res := make([]${ref((t.go as { elem: GoType }).elem)}, len(vSlice))
  for i := range vSlice {
    ctx := graphql.WithPathContext(ctx, graphql.NewPathWithIndex(i))
    res[i], err = ec.${this.unmarshal(e)}(ctx, vSlice[i])
    if err != nil {
      return nil, err
    }
  }
  return res, nil
`;
      return out;
    }
    if (isPtrToPtr(t)) throw new Error('gqlgen emulation: a pointer to a pointer is not supported');
    const targetNilable = isNilable(t.target);
    if (t.unmarshaler) {
      out += t.isContext ? `\tres, err := ${call(t.unmarshaler)}(ctx, v)\n` : `\tres, err := ${call(t.unmarshaler)}(v)\n`;
      if (targetNilable && !isNilable(t.go)) out += '\treturn *res, graphql.ErrorOnPath(ctx, err)\n';
      else if (!targetNilable && isNilable(t.go)) out += '\treturn &res, graphql.ErrorOnPath(ctx, err)\n';
      else out += '\treturn res, graphql.ErrorOnPath(ctx, err)\n';
    } else if (t.isMarshaler) {
      const e = elem(t);
      out += isNilable(t.go) && e ? `\tvar res = new(${ref(e.go)})\n` : `\tvar res ${ref(t.go)}\n`;
      out += '\terr := res.UnmarshalGQL(v)\n\treturn res, graphql.ErrorOnPath(ctx, err)\n';
    } else {
      out += `\tres, err := ec.unmarshalInput${t.gql.name}(ctx, v)\n`;
      out += isNilable(t.go) ? '\treturn &res, graphql.ErrorOnPath(ctx, err)\n' : '\treturn res, graphql.ErrorOnPath(ctx, err)\n';
    }
    return out;
  }

  marshalBody(t: TypeRef): string {
    const nullError = 'if !graphql.HasFieldError(ctx, graphql.GetFieldContext(ctx)) {\n\t\t\tgraphql.AddErrorf(ctx, "the requested element is null which the schema does not allow")\n\t\t}';
    if (isSlice(t)) {
      const e = elem(t) as TypeRef;
      let out = '';
      if (!t.gql.nonNull) out += '\tif v == nil {\n\t\treturn graphql.Null\n\t}\n';
      out += '\tret := make(graphql.Array, len(v))\n';
      if (!isScalar(t)) {
        out += go`
  var wg sync.WaitGroup
  isLen1 := len(v) == 1
  if !isLen1 {
    wg.Add(len(v))
  }
  for i := range v {
    i := i
    fc := &graphql.FieldContext{
      Index:  &i,
      Result: &v[i],
    }
    ctx := graphql.WithFieldContext(ctx, fc)
    f := func(i int) {
      defer func() {
        if r := recover(); r != nil {
          ec.Error(ctx, ec.Recover(ctx, r))
          ret = nil
        }
      }()
      if !isLen1 {
        defer wg.Done()
      }
      ret[i] = ec.${this.marshal(e)}(ctx, sel, v[i])
    }
    if isLen1 {
      f(i)
    } else {
      go f(i)
    }

  }
  wg.Wait()
`;
      } else out += `\tfor i := range v {\n\t\tret[i] = ec.${this.marshal(e)}(ctx, sel, v[i])\n\t}\n`;
      if (e.gql.nonNull) out += '\n\tfor _, e := range ret {\n\t\tif e == graphql.Null {\n\t\t\treturn graphql.Null\n\t\t}\n\t}\n';
      return `${out}\n\treturn ret\n`;
    }
    let out = '';
    if (isNilable(t.go)) out += `\tif v == nil {\n${t.gql.nonNull ? `\t\t${nullError}\n` : ''}\t\treturn graphql.Null\n\t}\n`;
    if (t.isMarshaler) out += t.isContext ? '\treturn graphql.WrapContextMarshaler(ctx, v)\n' : '\treturn v\n';
    else if (t.marshaler) {
      out += '\t_ = sel\n';
      if (!t.gql.nonNull && !t.isContext) out += '\t_ = ctx\n';
      const targetNilable = isNilable(t.target);
      const v = targetNilable && !isNilable(t.go) ? '&v' : !targetNilable && isNilable(t.go) ? '*v' : 'v';
      out += `\tres := ${call(t.marshaler)}(${v})\n`;
      if (t.gql.nonNull) out += `\tif res == graphql.Null {\n\t\t${nullError}\n\t}\n`;
      out += t.isContext ? '\treturn graphql.WrapContextMarshaler(ctx, res)\n' : '\treturn res\n';
    } else if (t.isRoot) throw new Error('gqlgen emulation: a field of a root type is not supported');
    else out += `\treturn ec._${t.def.name}(ctx, sel, ${isNilable(t.go) ? '' : '&'}v)\n`;
    return out;
  }

  types(): string {
    const parts: string[] = [];
    for (const [, t] of this.data.refs) {
      const u = this.unmarshal(t);
      if (u) parts.push(`func (ec *executionContext) ${u}(ctx context.Context, v any) (${ref(t.go)}, error) {\n${this.unmarshalBody(t)}}\n`);
      const m = this.marshal(t);
      if (m) parts.push(`func (ec *executionContext) ${m}(ctx context.Context, sel ast.SelectionSet, v ${ref(t.go)}) graphql.Marshaler {\n${this.marshalBody(t)}}\n`);
    }
    return parts.join('\n');
  }

  /** The imports gofmt leaves: the standard library's, then the others, each group sorted. */
  imports(): string {
    const used = new Set(['bytes', 'context', 'embed', 'errors', 'fmt', 'strconv', 'sync', 'sync/atomic']);
    for (const [, t] of this.data.refs) typePackages(t.go, used);
    used.delete('github.com/99designs/gqlgen/graphql/introspection');
    const std = [...used].sort();
    const others = ['"github.com/99designs/gqlgen/graphql"', '"github.com/99designs/gqlgen/graphql/introspection"', 'gqlparser "github.com/vektah/gqlparser/v2"', '"github.com/vektah/gqlparser/v2/ast"'];
    return `import (\n${std.map((p) => `\t"${p}"\n`).join('')}\n${others.map((p) => `\t${p}\n`).join('')})\n`;
  }

  render(): string {
    return [
      '// Code generated by github.com/99designs/gqlgen, DO NOT EDIT.\n\npackage graph\n\n',
      this.imports(),
      '\n',
      region('generated!.gotpl', this.generated()),
      '\n',
      region('args.gotpl', this.args()),
      '\n',
      region('directives.gotpl', ''),
      '\n',
      region('field.gotpl', this.fields()),
      '\n',
      region('input.gotpl', this.inputs()),
      '\n',
      region('interface.gotpl', ''),
      '\n',
      region('object.gotpl', this.objects()),
      '\n',
      region('type.gotpl', this.types()),
    ].join('');
  }
}

/**
 * templates.Dump of a default value as ast.Value.Value gives it: an Int as int64, a Float as float64
 * (`%f`), a String, an enum value as its name, a Boolean.
 */
function dump(literal: string, t: TypeRef): string {
  const s = literal.trim();
  if (s.startsWith('"')) return quote(JSON.parse(s) as string);
  if (s === 'true' || s === 'false') return s;
  if (/^-?\d+$/.test(s)) return String(BigInt(s));
  if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(s)) return Number(s).toFixed(6);
  if (/^[_A-Za-z][_0-9A-Za-z]*$/.test(s)) return quote(s);
  throw new Error(`gqlgen emulation: the default ${literal} of ${t.def.name} is not supported`);
}

/** generated.go */
export function renderExec(data: Data): string {
  return new Exec(data).render();
}
