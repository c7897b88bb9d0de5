// The one wrapper of the HTTP server's 'request' event, for what must happen to every request before
// Next.js sees it: stamp the connection's address and scheme (lib/site/client-address), add HSTS where
// proxy.ts does not run (lib/security/hsts), then admit the request by its address's bucket and
// room in flight (lib/rate-limit/flood): a refused request is answered here, before any routing; an
// admitted one is served here when it is a direct route's (lib/server/direct-routes), else by Next.js.
// Installed once per process by lib/server/start.ts.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { errorBody } from '@/lib/api/errors';
import { admit, floodRefusal, isExempt } from '@/lib/rate-limit/flood';
import { setApiHeaders } from '@/lib/security/headers';
import { addHstsBesideProxy } from '@/lib/security/hsts';
import { clientAddress, stampPeer } from '@/lib/site/client-address';
import { serveDirect } from './direct-routes';

const INSTALLED = Symbol.for('gostarter.requestHooks');

export function installRequestHooks(serverPrototype: Server): void {
  const proto = serverPrototype as Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit as (this: Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      stampPeer(req);
      addHstsBesideProxy(req, res);
      if (!isExempt(req.method, req.url ?? '/')) {
        const { wait, release } = admit(clientAddress(req.headers));
        if (!release) {
          refuse(res, wait);
          return true;
        }
        res.once('close', release);
      }
      if (serveDirect(req, res)) return true;
    }
    return emit.call(this, event, ...args);
  } as Server['emit'];
}

function refuse(res: ServerResponse, retryAfterSeconds: number) {
  const error = floodRefusal(retryAfterSeconds);
  setApiHeaders(res);
  res.writeHead(error.status, { ...error.headers, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(errorBody(error)));
}
