// What the Node.js server does once at start (instrumentation.ts): stamp each request with its
// connection's address (rate limits must not trust headers a client can set) and send HSTS on the https
// answers proxy.ts does not see (lib/server/request-hooks.ts), compose new selections in worker threads
// (lib/heavy-work/compose.ts), open the database and
// apply migrations, so a broken database shows at boot rather than on the first request, and start
// the maintenance scheduler (expiry of stored zips, database clean-up). A configuration the schema
// refuses stops the process with the reason: left running, Next would listen and never answer.
import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { getDb } from '@/db';
import { getConfig } from '@/lib/config';
import { installComposer } from '@/lib/generator';
import { composeOffThread } from '@/lib/heavy-work/compose';
import { startMaintenanceScheduler } from '@/lib/maintenance';
import { installRequestHooks } from './request-hooks';

export async function startServer(): Promise<void> {
  try {
    getConfig();
  } catch (err) {
    console.error(`Gostarter cannot start: ${(err as Error).message}`);
    process.exit(1);
  }
  installRequestHooks(http.Server.prototype);
  installRequestHooks(https.Server.prototype as unknown as http.Server);
  installComposer(composeOffThread);
  await getDb();
  startMaintenanceScheduler();
}
