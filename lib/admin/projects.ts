// Every generated project, for administrators: all owners', with the owner's e-mail. Guests' generations
// have no owner; projects a user removed from their history stay counted without one (status deleted).
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { escapeLike, num } from '@/lib/history/sql';
import { guestRowsWritten } from '@/lib/history/record';
import type { AdminProject, AdminProjectPage, OwnerType, ZipFileStatus } from '@/lib/schemas/projects';
import type { AdminProjectsQuery } from './query';

const { users, generations } = schema;

export type { AdminProjectPage, OwnerType };

export const projectColumns = {
  id: generations.id,
  projectName: generations.projectName,
  framework: generations.framework,
  features: generations.features,
  adjustedFeatures: generations.adjustedFeatures,
  createdAt: generations.createdAt,
  generationDurationMs: generations.generationDurationMs,
  zipFileSize: generations.zipFileSize,
  zipFileStatus: generations.zipFileStatus,
  userId: generations.userId,
  ownerEmail: users.email,
};

export type ProjectRow = {
  id: string;
  projectName: string;
  framework: string;
  features: string[];
  adjustedFeatures: string[];
  createdAt: Date;
  generationDurationMs: number;
  zipFileSize: number;
  zipFileStatus: ZipFileStatus;
  userId: string | null;
  ownerEmail: string | null;
};

export function ownerType(row: Pick<ProjectRow, 'userId' | 'zipFileStatus'>): OwnerType {
  if (row.userId) return 'user';
  return row.zipFileStatus === 'not_stored' ? 'guest' : 'removed';
}

function toAdminProject(r: ProjectRow): AdminProject {
  return {
    id: r.id,
    project_name: r.projectName,
    framework: r.framework,
    features: r.features,
    adjusted_features: r.adjustedFeatures,
    created_at: new Date(r.createdAt).toISOString(),
    generation_duration_ms: r.generationDurationMs,
    zip_file_size: r.zipFileSize,
    zip_file_status: r.zipFileStatus,
    user_id: r.userId,
    owner_email: r.ownerEmail ?? null,
    owner_type: ownerType(r),
  };
}

function filters(q: Pick<AdminProjectsQuery, 'search' | 'framework'>): SQL | undefined {
  const where: SQL[] = [];
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    where.push(or(ilike(generations.projectName, like), ilike(users.email, like))!);
  }
  if (q.framework) where.push(eq(generations.framework, q.framework));
  return where.length ? and(...where) : undefined;
}

/** One page of every owner's projects, newest first. */
export async function listAllProjects(q: AdminProjectsQuery): Promise<AdminProjectPage> {
  const db = await getDb();
  await guestRowsWritten();
  const where = filters(q);
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(generations)
      .leftJoin(users, eq(users.id, generations.userId))
      .where(where),
    db
      .select(projectColumns)
      .from(generations)
      .leftJoin(users, eq(users.id, generations.userId))
      .where(where)
      .orderBy(desc(generations.createdAt), desc(generations.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
  ]);
  return {
    projects: rows.map(toAdminProject),
    page: q.page,
    total_pages: Math.ceil(num(total) / q.page_size),
    total: num(total),
    page_size: q.page_size,
  };
}
