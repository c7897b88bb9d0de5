// The one wrapper of the HTTP server's 'request' event, for what must happen to every request before
// Next.js sees it: stamp the connection's address and scheme (lib/site/client-address), then add HSTS
// where proxy.ts does not run (lib/security/hsts). Installed once per process by lib/server/start.ts.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { addHstsBesideProxy } from '@/lib/security/hsts';
import { stampPeer } from '@/lib/site/client-address';

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
    }
    return emit.call(this, event, ...args);
  } as Server['emit'];
}
