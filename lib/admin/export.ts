// Exports for administrators: every user and every project as CSV (streamed in batches, so a large
// table never sits in memory at once), and the whole data set (both CSVs and the figures) as one zip.
import JSZip from 'jszip';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { num } from '@/lib/history/sql';
import { guestRowsWritten } from '@/lib/history/record';
import { csvRow, type CsvValue } from './csv';
import { ownerType, projectColumns, type ProjectRow } from './projects';
import { adminAnalytics, adminStats } from './stats';

const { users, generations } = schema;

const EXPORT_BATCH = 1000;

const USERS_CSV_HEADER = ['id', 'email', 'role', 'is_verified', 'created_at', 'projects_count'] as const;
const PROJECTS_CSV_HEADER = [
  'id',
  'project_name',
  'framework',
  'features',
  'adjusted_features',
  'owner_type',
  'owner_email',
  'user_id',
  'created_at',
  'generation_duration_ms',
  'zip_file_size',
  'zip_file_status',
] as const;

/** Lists inside one CSV field are separated by a space (feature ids never contain one). */
const list = (values: readonly string[]) => values.join(' ');

type Cursor = { at: string; id: string } | null;

async function userBatch(after: Cursor, limit: number): Promise<{ rows: CsvValue[][]; next: Cursor }> {
  const db = await getDb();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      verifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      cursor: sql<string>`${users.createdAt}::text`,
      projects: sql<number>`(select count(*) from ${generations} as g where g.user_id = ${users}.id)::int`,
    })
    .from(users)
    .where(after ? sql`(${users.createdAt}, ${users.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
  const last = rows.at(-1);
  return {
    rows: rows.map((r) => [r.id, r.email, r.role, r.verifiedAt !== null, new Date(r.createdAt), num(r.projects)]),
    next: rows.length === limit && last ? { at: last.cursor, id: last.id } : null,
  };
}

function projectCsvRow(r: ProjectRow): CsvValue[] {
  return [
    r.id,
    r.projectName,
    r.framework,
    list(r.features),
    list(r.adjustedFeatures),
    ownerType(r),
    r.ownerEmail,
    r.userId,
    new Date(r.createdAt),
    r.generationDurationMs,
    r.zipFileSize,
    r.zipFileStatus,
  ];
}

async function projectBatch(after: Cursor, limit: number): Promise<{ rows: CsvValue[][]; next: Cursor }> {
  const db = await getDb();
  // Once, before the first batch: the rows answered before the export started.
  if (!after) await guestRowsWritten();
  const rows = await db
    .select({ ...projectColumns, cursor: sql<string>`${generations.createdAt}::text` })
    .from(generations)
    .leftJoin(users, eq(users.id, generations.userId))
    .where(after ? sql`(${generations.createdAt}, ${generations.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined)
    .orderBy(asc(generations.createdAt), asc(generations.id))
    .limit(limit);
  const last = rows.at(-1);
  return { rows: rows.map(projectCsvRow), next: rows.length === limit && last ? { at: last.cursor, id: last.id } : null };
}

type BatchFn = (after: Cursor, limit: number) => Promise<{ rows: CsvValue[][]; next: Cursor }>;

/** CSV text as a stream: the header row, then the rows a batch at a time, oldest first. */
function csvStream(header: readonly string[], batch: BatchFn, batchSize = EXPORT_BATCH): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: Cursor = null;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvRow(header)));
        return;
      }
      if (done) return controller.close();
      const { rows, next } = await batch(cursor, batchSize);
      if (rows.length) controller.enqueue(encoder.encode(rows.map(csvRow).join('')));
      cursor = next;
      if (!next) {
        done = true;
        controller.close();
      }
    },
  });
}

export const usersCsvStream = (batchSize?: number) => csvStream(USERS_CSV_HEADER, userBatch, batchSize);
export const projectsCsvStream = (batchSize?: number) => csvStream(PROJECTS_CSV_HEADER, projectBatch, batchSize);

async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

/** The date part of a file name: gostarter-users-2025-01-31.csv. */
export const exportDate = (now = new Date()) => now.toISOString().slice(0, 10);

/** Everything at once: users.csv, projects.csv and summary.json (statistics and analytics) in one zip. */
export async function exportArchive(now = new Date()): Promise<Uint8Array> {
  const [usersCsv, projectsCsv, stats, analytics] = await Promise.all([
    streamText(usersCsvStream()),
    streamText(projectsCsvStream()),
    adminStats(now),
    adminAnalytics(now),
  ]);
  const zip = new JSZip();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const opts = { date };
  zip.file('users.csv', usersCsv, opts);
  zip.file('projects.csv', projectsCsv, opts);
  zip.file('summary.json', JSON.stringify({ exported_at: now.toISOString(), stats, analytics }, null, 2) + '\n', opts);
  zip.file(
    'README.txt',
    [
      'Gostarter data export',
      `Exported at ${now.toISOString()}.`,
      '',
      'users.csv     every account: id, email, role, is_verified, created_at, projects_count',
      'projects.csv  every generated project, guests included: owner_type is user, guest or removed',
      '              (removed: taken out of a history by its owner); lists are space-separated',
      'summary.json  the platform statistics and analytics at export time',
      '',
    ].join('\r\n'),
    opts,
  );
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
