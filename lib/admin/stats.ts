// Platform figures for administrators, all computed from the database on each call.
import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '@/db';
import { frameworkIdsSql, num, rowsOf } from '@/lib/history/sql';
import { guestRowsWritten } from '@/lib/history/record';
import type { AdminAnalytics, AdminStats } from '@/lib/schemas/admin';
import { FEEDBACK_RATINGS } from '@/lib/feedback/values';
import type { FeedbackSummary } from '@/lib/schemas/feedback';

export type { AdminAnalytics, AdminStats };

const { users, generations, feedback } = schema;

const RECENT_USER_DAYS = 7;
const ANALYTICS_TOP_FEATURES = 10;
const ANALYTICS_DAYS = 30;
const RECENT_COMMENTS = 10;
const DAY_MS = 86_400_000;


/** A share in percent with one decimal; 0 when the whole is 0. */
function percent(part: number, whole: number): number {
  if (!whole) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

export async function adminStats(now = new Date()): Promise<AdminStats> {
  const db = await getDb();
  await guestRowsWritten();
  const since = new Date(now.getTime() - RECENT_USER_DAYS * DAY_MS).toISOString();
  const [[u], [g]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        verified: sql<number>`count(*) filter (where ${users.emailVerifiedAt} is not null)::int`,
        admins: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
        recent: sql<number>`count(*) filter (where ${users.createdAt} >= ${since}::timestamptz)::int`,
      })
      .from(users),
    db.select({ total: sql<number>`count(*)::int` }).from(generations),
  ]);
  const total = num(u.total);
  const verified = num(u.verified);
  const admins = num(u.admins);
  return {
    total_users: total,
    verified_users: verified,
    admin_users: admins,
    regular_users: total - admins,
    recent_users: num(u.recent),
    total_projects: num(g.total),
    verification_rate: percent(verified, total),
  };
}


const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Counts per rating (every rating listed, zeros too) and the newest comments with their authors. */
async function feedbackSummary(db: Db): Promise<FeedbackSummary> {
  const [ratingRows, comments] = await Promise.all([
    db.select({ rating: feedback.rating, count: sql<number>`count(*)::int` }).from(feedback).groupBy(feedback.rating),
    db
      .select({
        id: feedback.id,
        rating: feedback.rating,
        comment: feedback.comment,
        framework: feedback.framework,
        projectName: feedback.projectName,
        createdAt: feedback.createdAt,
        email: users.email,
      })
      .from(feedback)
      .leftJoin(users, eq(users.id, feedback.userId))
      .where(isNotNull(feedback.comment))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(RECENT_COMMENTS),
  ]);
  const counts = new Map(ratingRows.map((r) => [r.rating, num(r.count)]));
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  return {
    total,
    ratings: FEEDBACK_RATINGS.map((rating) => ({ rating, count: counts.get(rating) ?? 0, percent: percent(counts.get(rating) ?? 0, total) })),
    recent_comments: comments.map((c) => ({
      id: c.id,
      rating: c.rating,
      comment: c.comment ?? '',
      framework: c.framework,
      project_name: c.projectName,
      created_at: new Date(c.createdAt).toISOString(),
      user_email: c.email,
    })),
  };
}

export async function adminAnalytics(now = new Date()): Promise<AdminAnalytics> {
  await guestRowsWritten();
  const db = await getDb();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = today - (ANALYTICS_DAYS - 1) * DAY_MS;
  const [[totals], frameworkRows, featureRows, dayRows, feedbackFigures] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        signedIn: sql<number>`count(*) filter (where ${generations.userId} is not null)::int`,
        avgMs: sql<number | null>`avg(${generations.generationDurationMs})::float8`,
        avgSize: sql<number | null>`avg(${generations.zipFileSize})::float8`,
      })
      .from(generations),
    db
      .select({ framework: generations.framework, count: sql<number>`count(*)::int` })
      .from(generations)
      .groupBy(generations.framework)
      .orderBy(desc(sql`count(*)`), asc(generations.framework)),
    rowsOf<{ feature: string; count: number }>(
      db,
      sql`select f as feature, count(distinct ${generations.id})::int as count
          from ${generations}, jsonb_array_elements_text(${generations.features}) as f
          where f not in (${frameworkIdsSql()})
          group by f order by count(distinct ${generations.id}) desc, f asc limit ${ANALYTICS_TOP_FEATURES}`,
    ),
    rowsOf<{ day: string; count: number }>(
      db,
      sql`select to_char(${generations.createdAt} at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count
          from ${generations} where ${generations.createdAt} >= ${new Date(since).toISOString()}::timestamptz
          group by day`,
    ),
    feedbackSummary(db),
  ]);
  const total = num(totals.total);
  const byDay = new Map(dayRows.map((r) => [r.day, num(r.count)]));
  const round = (v: number | null) => (v === null || v === undefined ? null : Math.round(Number(v)));
  return {
    total_projects: total,
    projects_by_owner: { signed_in: num(totals.signedIn), anonymous: total - num(totals.signedIn) },
    frameworks: frameworkRows.map((r) => ({ framework: r.framework, count: num(r.count), percent: percent(num(r.count), total) })),
    top_features: featureRows.map((r) => ({ feature: r.feature, count: num(r.count), percent: percent(num(r.count), total) })),
    daily_projects: Array.from({ length: ANALYTICS_DAYS }, (_, i) => {
      const date = isoDay(since + i * DAY_MS);
      return { date, count: byDay.get(date) ?? 0 };
    }),
    average_generation_ms: total ? round(totals.avgMs) : null,
    average_zip_size: total ? round(totals.avgSize) : null,
    feedback: feedbackFigures,
    generated_at: now.toISOString(),
  };
}
