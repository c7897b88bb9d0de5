// Runs once when the server starts: open the database and apply migrations, so a broken database
// shows at boot rather than on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getDb } = await import('@/db');
  await getDb();
  // Maintenance (expiry of stored zips, database clean-up) every MAINTENANCE_INTERVAL_MINUTES.
  const { startMaintenanceScheduler } = await import('@/lib/maintenance');
  startMaintenanceScheduler();
}
