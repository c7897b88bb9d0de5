// What a route answers to the HTTP methods it does not implement. Next.js answers those 405 with neither
// a body nor an Allow header, and its automatic OPTIONS counts every exported method as the route's, so
// each route.ts exports these beside its own handlers:
//   export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
import { AppError, errorResponse } from './errors';

/** The methods Next.js hands to a route handler. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
type Method = (typeof METHODS)[number];
type Handler = (req: Request) => Response;

/** The Allow header of a route implementing `own`: its methods, HEAD with GET (Next.js answers HEAD from GET). */
export function allowHeader(own: readonly string[]): string {
  return METHODS.filter((m) => m !== 'OPTIONS' && (own.includes(m) || (m === 'HEAD' && own.includes('GET')))).join(', ');
}

/**
 * A handler for every method the route `own` does not implement: OPTIONS answers 204, the others 405 in
 * the API's error shape, both with Allow; HEAD is GET's when the route has GET.
 */
export function otherMethods(own: Partial<Record<Method, unknown>>): Record<Method, Handler> {
  const allow = allowHeader(Object.keys(own).filter((m) => own[m as Method]));
  const refuse: Handler = (req) =>
    errorResponse(
      new AppError('METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${new URL(req.url).pathname}: it answers ${allow}`, 'METHOD_NOT_ALLOWED', {
        allow: allow.split(', '),
      }).withHeaders({ Allow: allow }),
    );
  const options: Handler = () => new Response(null, { status: 204, headers: { Allow: allow } });
  return Object.fromEntries(
    METHODS.map((m) => [m, (own[m] ?? (m === 'HEAD' ? own.GET : undefined) ?? (m === 'OPTIONS' ? options : refuse)) as Handler]),
  ) as Record<Method, Handler>;
}
