import { Badge } from '@/components/ui/badge';
import { CodeBlock } from '@/components/site/code-block';
import { cn } from '@/lib/utils';
import { statusText, type OpenApiDocument, type RouteSpec } from '@/lib/openapi';

type Json = Record<string, unknown>;

const METHOD_STYLE: Record<string, string> = {
  get: 'bg-emerald-700 text-white',
  post: 'bg-blue-600 text-white',
  put: 'bg-amber-700 text-white',
  patch: 'bg-violet-600 text-white',
  delete: 'bg-red-600 text-white',
};

function resolve(doc: OpenApiDocument, schema: Json | undefined): { schema: Json | undefined; name?: string } {
  const ref = schema?.$ref;
  if (typeof ref === 'string') {
    const name = ref.split('/').pop()!;
    return { schema: doc.components.schemas[name], name };
  }
  return { schema };
}

function schemaType(s: Json | undefined): string {
  if (!s) return 'any';
  if (typeof s.$ref === 'string') return s.$ref.split('/').pop()!;
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.anyOf)) return (s.anyOf as Json[]).map((x) => (Object.keys(x).length === 0 ? 'any' : schemaType(x))).join(' | ');
  if (s.type === 'array') return `${schemaType(s.items as Json)}[]`;
  if (s.type === 'object' && s.additionalProperties && typeof s.additionalProperties === 'object') {
    return `map<string, ${schemaType(s.additionalProperties as Json)}>`;
  }
  if (typeof s.type === 'string') return s.format ? `${s.type} (${s.format})` : s.type;
  return 'any';
}

function constraints(s: Json): string {
  const out: string[] = [];
  if (typeof s.minLength === 'number') out.push(`min length ${s.minLength}`);
  if (typeof s.maxLength === 'number') out.push(`max length ${s.maxLength}`);
  if (typeof s.maxItems === 'number') out.push(`at most ${s.maxItems} items`);
  if (typeof s.pattern === 'string') out.push(`pattern ${s.pattern}`);
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  return out.join('; ');
}

export function FieldTable({ schema, caption }: { schema: Json; caption: string }) {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(props);
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{schemaType(schema)}</p>;
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must reach it too.
    <div className="overflow-x-auto rounded-md border border-border" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-xs">
          <tr>
            <th scope="col" className="p-2 font-medium">
              Field
            </th>
            <th scope="col" className="p-2 font-medium">
              Type
            </th>
            <th scope="col" className="p-2 font-medium">
              Description
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, s]) => (
            <tr key={name} className="border-t border-border align-top">
              <th scope="row" className="p-2 font-mono text-xs font-medium">
                {name}
                {required.has(name) && <span className="ml-1 text-destructive">*</span>}
              </th>
              <td className="p-2 font-mono text-xs">{schemaType(s)}</td>
              <td className="p-2 text-xs text-muted-foreground">
                {typeof s.description === 'string' && s.description}
                {constraints(s) && <span className="block">{constraints(s)}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Text with `code` spans. */
export function InlineCode({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

const AUTH_TEXT: Record<string, string> = {
  none: 'No token needed',
  optional: 'Bearer token optional',
  bearer: 'Bearer token required',
  admin: 'Bearer token of an administrator',
};

function curlFor(route: RouteSpec, origin: string): string {
  const url = `${origin}${route.path}${route.queryExample ? `?${route.queryExample}` : ''}`;
  const zip = Object.values(route.responses).some((r) => r.contentType === 'application/zip');
  // A patch for a link is meant for git, inside the unpacked project.
  const patch = route.method === 'get' && Object.values(route.responses).some((r) => r.contentType === 'text/x-diff');
  const lines: string[] = [];
  if (route.method === 'get') lines.push(`curl${zip ? ' -o my-api.zip' : patch ? ' -s' : ''} '${url}'${patch ? ' | git apply' : ''}`);
  else lines.push(`curl -X ${route.method.toUpperCase()} '${url}'`);
  if (route.auth === 'bearer' || route.auth === 'admin') lines.push(`  -H "Authorization: Bearer $TOKEN"`);
  if (route.body) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d '${JSON.stringify(route.bodyExample ?? {})}'`);
  }
  if (zip && route.method !== 'get') lines.push('  -o my-api.zip');
  return lines.join(' \\\n');
}

export function Operation({ doc, route, origin }: { doc: OpenApiDocument; route: RouteSpec; origin: string }) {
  const op = doc.paths[route.path]?.[route.method] as Json | undefined;
  const params = (op?.parameters as Json[] | undefined) ?? [];
  const bodySchema = ((op?.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] as Json | undefined;
  const body = resolve(doc, bodySchema?.schema as Json | undefined);
  const anchor = route.operationId;
  return (
    <article id={anchor} aria-labelledby={`${anchor}-title`} className="scroll-mt-20 rounded-lg border border-border bg-card">
      <header className="flex flex-col gap-2 border-b border-border p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn('rounded px-2 py-0.5 font-mono text-xs font-bold uppercase', METHOD_STYLE[route.method])}>{route.method}</span>
          <code className="break-all font-mono text-sm font-semibold">{route.path}</code>
          <Badge variant="outline" weight="normal">
            {AUTH_TEXT[route.auth ?? 'none']}
          </Badge>
        </div>
        {/* Operations sit right under the page's h1 (in its tabs): h2, their parts h3. */}
        <h2 id={`${anchor}-title`} className="text-lg font-semibold">
          {route.summary}
        </h2>
        {route.description && (
          <p className="text-sm text-muted-foreground">
            <InlineCode text={route.description} />
          </p>
        )}
      </header>
      <div className="flex flex-col gap-5 p-4 sm:p-5">
        {params.length > 0 && (
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">Query parameters</h3>
            <FieldTable
              caption={`Query parameters of ${route.method.toUpperCase()} ${route.path}`}
              schema={{
                properties: Object.fromEntries(params.map((p) => [p.name as string, { ...(p.schema as Json), description: p.description }])),
                required: params.filter((p) => p.required).map((p) => p.name),
              }}
            />
          </section>
        )}
        {body.schema && (
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">
              Request body <span className="font-normal text-muted-foreground">application/json{body.name && <>, {body.name}</>}</span>
            </h3>
            <FieldTable caption={`Body of ${route.method.toUpperCase()} ${route.path}`} schema={body.schema} />
          </section>
        )}
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Responses</h3>
          <ul className="flex flex-col gap-1.5 text-sm">
            {Object.entries(route.responses).map(([status, res]) => {
              const content = ((op?.responses as Json | undefined)?.[status] as Json | undefined)?.content as Json | undefined;
              const [type, media] = content ? Object.entries(content)[0] : [undefined, undefined];
              const schema = (media as Json | undefined)?.schema as Json | undefined;
              return (
                <li key={status} className="flex flex-wrap items-baseline gap-x-2">
                  <span className={cn('font-mono text-xs font-bold', Number(status) < 400 ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive')}>
                    {status} {statusText(Number(status))}
                  </span>
                  <span className="text-muted-foreground">{res.description}</span>
                  {type && (
                    <span className="font-mono text-xs">
                      {type}
                      {schema && type === 'application/json' && `: ${schemaType(schema)}`}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
        <CodeBlock title="Example" code={curlFor(route, origin)} />
      </div>
    </article>
  );
}
