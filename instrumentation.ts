// Runs once when the server starts: open the database and apply migrations, so a broken database
// shows at boot rather than on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getDb } = await import('@/db');
  await getDb();
}
