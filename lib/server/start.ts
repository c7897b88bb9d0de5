// What the Node.js server does once at start (instrumentation.ts): stamp each request with its
// connection's address (rate limits must not trust headers a client can set) and send HSTS on the https
// answers proxy.ts does not see (lib/server/request-hooks.ts), open the database and
// apply migrations, so a broken database shows at boot rather than on the first request, and start
// the maintenance scheduler (expiry of stored zips, database clean-up).
import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { getDb } from '@/db';
import { startMaintenanceScheduler } from '@/lib/maintenance';
import { installRequestHooks } from './request-hooks';

export async function startServer(): Promise<void> {
  installRequestHooks(http.Server.prototype);
  installRequestHooks(https.Server.prototype as unknown as http.Server);
  await getDb();
  startMaintenanceScheduler();
}
