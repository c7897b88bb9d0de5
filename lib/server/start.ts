// What the Node.js server does once at start (instrumentation.ts): stamp each request with its
// connection's address (rate limits must not trust headers a client can set), send HSTS on the https
// answers proxy.ts does not see (lib/security/hsts.ts), open the database and
// apply migrations, so a broken database shows at boot rather than on the first request, and start
// the maintenance scheduler (expiry of stored zips, database clean-up).
import http from 'node:http';
import https from 'node:https';
import { getDb } from '@/db';
import { startMaintenanceScheduler } from '@/lib/maintenance';
import { sendHstsBesideProxy } from '@/lib/security/hsts';
import { stampPeerHeaders } from '@/lib/site/client-address';

export async function startServer(): Promise<void> {
  for (const prototype of [http.Server.prototype, https.Server.prototype as unknown as http.Server]) {
    stampPeerHeaders(prototype);
    sendHstsBesideProxy(prototype);
  }
  await getDb();
  startMaintenanceScheduler();
}
