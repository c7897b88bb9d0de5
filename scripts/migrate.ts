// Applies the committed migrations to the configured database (DATABASE_URL, or the embedded PGlite).
// `npm run db:migrate` runs it under React's server condition: the database modules are marked
// server-only, and that marker throws anywhere else.
import { closeDb, getDb } from '@/db';

async function main() {
  await getDb();
  await closeDb();
  console.log('Migrations applied.');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
