// A small OpenAPI 3.1 builder over zod: routes and named schemas are registered, the document is
// generated from the very schemas the handlers parse with (z.toJSONSchema), never written by hand.
import { z } from 'zod';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A body or response schema: a zod schema inline, or the name of a registered component. */
export type SchemaRef = z.ZodType | { component: string };

interface ResponseSpec {
  description: string;
  /** The body's shape; a list when the answer has one of several shapes. */
  schema?: SchemaRef | SchemaRef[];
  /** Default application/json; 'application/zip' and other binaries are described as binary strings. */
  contentType?: string;
  headers?: Record<string, { description: string; schema?: Record<string, unknown> }>;
  /** Other representations of the same answer the client can ask for (Accept, a format parameter). */
  alternatives?: { contentType: string; schema?: SchemaRef }[];
}

export interface RouteSpec {
  method: HttpMethod;
  /** OpenAPI path, e.g. /api/history/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** none: no token; optional: a bearer token is used when sent; bearer: required; admin: required, admin role. */
  auth?: 'none' | 'optional' | 'bearer' | 'admin';
  query?: z.ZodObject;
  pathParams?: z.ZodObject;
  body?: SchemaRef;
  /** A request body that works as is (used in the reference page's curl samples). */
  bodyExample?: unknown;
  /** A query that works as is, e.g. 'framework=gin&projectName=my-api'. */
  queryExample?: string;
  responses: Record<number, ResponseSpec>;
}

export interface TagSpec {
  name: string;
  description: string;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string; description?: string }[];
  tags: TagSpec[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
/** The header of a refusal that ends (429, 503): when to try again. */
export const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } };

export const statusText = (status: number) => STATUS_TEXT[status] ?? '';

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete out.$schema;
  return out;
}

function withDescriptions(schema: JsonSchema, descriptions: Record<string, string> | undefined): JsonSchema {
  const props = schema.properties as Record<string, JsonSchema> | undefined;
  if (!descriptions || !props) return schema;
  for (const [field, text] of Object.entries(descriptions)) if (props[field] && !props[field].description) props[field] = { description: text, ...props[field] };
  return schema;
}

export class OpenApiRegistry {
  private readonly schemas = new Map<string, { schema: z.ZodType; io: 'input' | 'output'; descriptions?: Record<string, string> }>();
  private readonly routes = new Map<string, RouteSpec>();
  private readonly tags = new Map<string, TagSpec>();

  /**
   * Registers a named component schema; `io: 'input'` for request bodies (defaults make fields optional).
   * `descriptions` documents top-level fields the schema itself does not describe, without changing it.
   */
  schema(name: string, schema: z.ZodType, io: 'input' | 'output' = 'output', descriptions?: Record<string, string>): { component: string } {
    this.schemas.set(name, { schema, io, descriptions });
    return { component: name };
  }

  tag(name: string, description: string): void {
    this.tags.set(name, { name, description });
  }

  /** Registers a route; registering the same method and path again replaces it. */
  route(spec: RouteSpec): void {
    this.routes.set(`${spec.method.toUpperCase()} ${spec.path}`, spec);
  }

  listRoutes(): RouteSpec[] {
    return [...this.routes.values()];
  }

  /** The zod schema behind a reference (a registered component or an inline schema); of a list, their union. */
  resolve(ref: SchemaRef | SchemaRef[]): z.ZodType {
    if (Array.isArray(ref)) return z.union(ref.map((one) => this.resolve(one)));
    if ('component' in ref && typeof ref.component === 'string') {
      const entry = this.schemas.get(ref.component);
      if (!entry) throw new Error(`OpenAPI: unknown component schema '${ref.component}'`);
      return entry.schema;
    }
    return ref as z.ZodType;
  }

  private schemaObject(ref: SchemaRef, io: 'input' | 'output'): JsonSchema {
    if ('component' in ref && typeof ref.component === 'string') {
      if (!this.schemas.has(ref.component)) throw new Error(`OpenAPI: unknown component schema '${ref.component}'`);
      return { $ref: `#/components/schemas/${ref.component}` };
    }
    return toJsonSchema(ref as z.ZodType, io);
  }

  private parameters(obj: z.ZodObject, where: 'query' | 'path'): unknown[] {
    const json = toJsonSchema(obj, 'input');
    const props = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    return Object.entries(props).map(([name, schema]) => {
      const { description, ...rest } = schema;
      return {
        name,
        in: where,
        required: where === 'path' ? true : required.has(name),
        ...(description ? { description } : {}),
        schema: rest,
      };
    });
  }

  private operation(r: RouteSpec): Record<string, unknown> {
    const op: Record<string, unknown> = {
      operationId: r.operationId,
      summary: r.summary,
      ...(r.description ? { description: r.description } : {}),
      tags: r.tags,
    };
    const parameters = [...(r.pathParams ? this.parameters(r.pathParams, 'path') : []), ...(r.query ? this.parameters(r.query, 'query') : [])];
    if (parameters.length > 0) op.parameters = parameters;
    if (r.body) {
      op.requestBody = {
        required: true,
        content: { 'application/json': { schema: this.schemaObject(r.body, 'input'), ...(r.bodyExample !== undefined ? { example: r.bodyExample } : {}) } },
      };
    }
    if (r.auth === 'optional') op.security = [{}, { bearerAuth: [] }];
    else if (r.auth === 'bearer' || r.auth === 'admin') op.security = [{ bearerAuth: [] }];
    const shape = (ref: SchemaRef | SchemaRef[]): JsonSchema => (Array.isArray(ref) ? { anyOf: ref.map((one) => this.schemaObject(one, 'output')) } : this.schemaObject(ref, 'output'));
    const media = (type: string, ref: SchemaRef | SchemaRef[] | undefined) =>
      type === 'application/json' ? (ref ? shape(ref) : undefined) : { type: 'string', format: 'binary' };
    op.responses = Object.fromEntries(
      Object.entries(r.responses).map(([status, res]) => {
        const content: Record<string, { schema: JsonSchema }> = {};
        for (const { contentType, schema } of [{ contentType: res.contentType ?? 'application/json', schema: res.schema }, ...(res.alternatives ?? [])]) {
          const json = media(contentType, schema);
          if (json) content[contentType] = { schema: json };
        }
        return [
          status,
          {
            description: res.description,
            ...(res.headers ? { headers: res.headers } : {}),
            ...(Object.keys(content).length > 0 ? { content } : {}),
          },
        ];
      }),
    );
    return op;
  }

  document(info: OpenApiDocument['info']): OpenApiDocument {
    const paths: OpenApiDocument['paths'] = {};
    const routes = [...this.routes.values()].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    for (const r of routes) (paths[r.path] ??= {})[r.method] = this.operation(r);
    const schemas = Object.fromEntries(
      [...this.schemas.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, s]) => [name, withDescriptions(toJsonSchema(s.schema, s.io), s.descriptions)]),
    );
    const usedTags = new Set(routes.flatMap((r) => r.tags));
    return {
      openapi: '3.1.0',
      info,
      servers: [{ url: '/', description: 'This server' }],
      tags: [...this.tags.values()].filter((t) => usedTags.has(t.name)),
      paths,
      components: {
        schemas,
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token answered by POST /auth/login or POST /auth/verify-otp' },
        },
      },
    };
  }
}
