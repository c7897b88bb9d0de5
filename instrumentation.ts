// Runs once when the server starts: stamp each request with its connection's address (rate limits must
// not trust headers a client can set), open the database and apply migrations, so a broken database
// shows at boot rather than on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [http, https, { stampPeerHeaders }] = await Promise.all([import('node:http'), import('node:https'), import('@/lib/site/client-address')]);
  stampPeerHeaders(http.Server.prototype);
  stampPeerHeaders(https.Server.prototype as unknown as typeof http.Server.prototype);
  const { getDb } = await import('@/db');
  await getDb();
  // Maintenance (expiry of stored zips, database clean-up) every MAINTENANCE_INTERVAL_MINUTES.
  const { startMaintenanceScheduler } = await import('@/lib/maintenance');
  startMaintenanceScheduler();
}
