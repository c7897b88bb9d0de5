// POST /api/v1/feedback (the Complete screen's rating): stored for guests and signed-in users, refused
// when malformed, limited per client address; admins read the figures in GET /api/admin/analytics.
import { count, desc, eq } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '@/db';
import { POST as feedbackRoute } from '@/app/api/v1/feedback/route';
import { getAuthSecret } from '@/lib/auth/secret';
import { getConfig } from '@/lib/config';
import { FRAMEWORKS } from '@/lib/catalogue/features';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATINGS } from '@/lib/feedback/values';
import { createVerifiedUser, newIp, postTo, uniqueEmail, type CallOptions } from '../utils/auth';
import { admin, createAdmin, type Signed } from '../utils/admin';
import { BASE } from '../utils/http';

const { feedback } = schema;

const send = (body: unknown, opts?: CallOptions) => postTo(feedbackRoute as never, '/api/v1/feedback', body, opts);

const sample = (extra: Record<string, unknown> = {}) => ({
  rating: 'good',
  projectName: 'my-api',
  framework: 'gin',
  features: ['gin', 'postgresql', 'docker'],
  ...extra,
});

async function rowsWith(comment: string) {
  const db = await getDb();
  return db.select().from(feedback).where(eq(feedback.comment, comment));
}

const tag = () => `fb-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function expectRefused(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  return body;
}

let boss: Signed;

beforeAll(async () => {
  boss = await createAdmin(uniqueEmail('fb-admin'));
});

describe('POST /api/v1/feedback', () => {
  it('stores a guest’s feedback and thanks them', async () => {
    const comment = tag();
    const res = await send(sample({ rating: 'excellent', comment: `  ${comment}  ` }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Thank you for your feedback!' });

    const [row] = await rowsWith(comment);
    expect(row).toMatchObject({
      rating: 'excellent',
      comment,
      framework: 'gin',
      features: ['gin', 'postgresql', 'docker'],
      projectName: 'my-api',
      userId: null,
    });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('keeps a blank comment and a missing project name as none', async () => {
    const res = await send({ rating: 'okay', comment: '   ', framework: 'echo' });
    expect(res.status).toBe(201);
    const db = await getDb();
    const [newest] = await db.select().from(feedback).orderBy(desc(feedback.createdAt)).limit(1);
    expect(newest).toMatchObject({ rating: 'okay', comment: null, projectName: null, framework: 'echo', features: [] });
  });

  it('links a signed-in user, by bearer token or by browser session', async () => {
    const user = await createVerifiedUser(uniqueEmail('fb-user'));
    const byToken = tag();
    expect((await send(sample({ comment: byToken }), { token: user.token })).status).toBe(201);
    expect((await rowsWith(byToken))[0].userId).toBe(user.user.id);

    const jwt = await encode({ token: { sub: user.user.id, apiToken: user.token }, secret: await getAuthSecret() });
    const cookie = `next-auth.session-token=${jwt}`;
    const bySession = tag();
    expect((await send(sample({ comment: bySession }), { headers: { Cookie: cookie, Origin: BASE, Host: 'localhost' } })).status).toBe(201);
    expect((await rowsWith(bySession))[0].userId).toBe(user.user.id);

    // Another site may make the browser send the cookie: the feedback is then a guest's.
    const crossSite = tag();
    expect((await send(sample({ comment: crossSite }), { headers: { Cookie: cookie, Origin: 'https://evil.example', Host: 'localhost' } })).status).toBe(201);
    expect((await rowsWith(crossSite))[0].userId).toBeNull();
  });

  it('refuses an invalid bearer token rather than storing it as a guest’s', async () => {
    const comment = tag();
    await expectRefused(await send(sample({ comment }), { token: 'not-a-token' }), 401, 'INVALID_TOKEN');
    expect(await rowsWith(comment)).toEqual([]);
  });

  it('answers 400 for a bad rating, framework, feature or comment, storing nothing', async () => {
    const db = await getDb();
    const [{ before }] = await db.select({ before: count() }).from(feedback);
    const cases: [unknown, string][] = [
      [sample({ rating: 'great' }), 'rating'],
      [sample({ rating: undefined }), 'rating'],
      [sample({ rating: 'Excellent' }), 'rating'],
      [sample({ comment: 'x'.repeat(FEEDBACK_COMMENT_MAX + 1) }), 'comment'],
      [sample({ comment: 42 }), 'comment'],
      [sample({ framework: 'mux' }), 'framework'],
      [sample({ framework: undefined }), 'framework'],
      [sample({ features: ['postgresql', 'not-a-feature'] }), 'features.1'],
      [sample({ projectName: 'p'.repeat(65) }), 'projectName'],
    ];
    for (const [body, field] of cases) {
      const err = await expectRefused(await send(body), 400, 'INVALID_REQUEST');
      expect(err.type).toBe('VALIDATION');
      expect(err.details.map((d: { field: string }) => d.field), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expect((await expectRefused(await send('{not json'), 400, 'INVALID_JSON')).type).toBe('VALIDATION');
    const [{ after }] = await db.select({ after: count() }).from(feedback);
    expect(after).toBe(before);

    // The longest comment allowed is stored whole.
    const longest = `${tag()}-`.padEnd(FEEDBACK_COMMENT_MAX, 'y');
    expect((await send(sample({ comment: longest }))).status).toBe(201);
    expect(await rowsWith(longest)).toHaveLength(1);
  });

  it('answers 413 for a body over MAX_BODY_BYTES', async () => {
    const body = JSON.stringify(sample({ comment: 'z'.repeat(getConfig().MAX_BODY_BYTES) }));
    await expectRefused(await send(body), 413, 'BODY_TOO_LARGE');
  });

  it('limits feedback per client address with 429 and Retry-After', async () => {
    const rule = getConfig().RATE_LIMIT_FEEDBACK!;
    expect(rule).toEqual({ max: 10, windowSeconds: 3600 });
    const ip = newIp();
    for (let i = 0; i < rule.max; i++) expect((await send(sample({ rating: 'poor' }), { ip })).status).toBe(201);
    const refused = await send(sample({ rating: 'poor' }), { ip });
    const err = await expectRefused(refused, 429, 'RATE_LIMITED');
    expect(err.type).toBe('RATE_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
    // Another address is not affected.
    expect((await send(sample({ rating: 'poor' }), { ip: newIp() })).status).toBe(201);
  });

  it('only ever holds the four ratings, and keeps feedback when its author’s account goes', async () => {
    const db = await getDb();
    await expect(db.insert(feedback).values({ rating: 'meh' as never, framework: 'gin', features: [] })).rejects.toThrow();

    const user = await createVerifiedUser(uniqueEmail('fb-gone'));
    const comment = tag();
    expect((await send(sample({ comment }), { token: user.token })).status).toBe(201);
    await db.delete(schema.users).where(eq(schema.users.id, user.user.id));
    const [row] = await rowsWith(comment);
    expect(row.userId).toBeNull();
  });
});

describe('feedback in GET /api/admin/analytics', () => {
  it('counts every rating and lists the newest comments with their authors', async () => {
    const user = await createVerifiedUser(uniqueEmail('fb-author'));
    const t = tag();
    const sent: { comment: string; rating: string; email: string | null; framework: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const signedIn = i % 2 === 0;
      const entry = {
        comment: `${t}-${i}`,
        rating: FEEDBACK_RATINGS[i % FEEDBACK_RATINGS.length],
        email: signedIn ? user.email : null,
        framework: FRAMEWORKS[i % FRAMEWORKS.length],
      };
      const res = await send(sample({ rating: entry.rating, comment: entry.comment, framework: entry.framework, projectName: `p-${i}` }), signedIn ? { token: user.token } : {});
      expect(res.status).toBe(201);
      sent.push(entry);
    }
    // A rating without a comment counts, but is not a comment.
    expect((await send(sample({ rating: 'excellent' }))).status).toBe(201);

    const res = await admin.analytics(boss.token);
    expect(res.status).toBe(200);
    const { feedback: figures } = await res.json();

    const db = await getDb();
    const byRating = await db.select({ rating: feedback.rating, n: count() }).from(feedback).groupBy(feedback.rating);
    const total = byRating.reduce((s, r) => s + r.n, 0);
    expect(figures.total).toBe(total);
    expect(figures.ratings.map((r: { rating: string }) => r.rating)).toEqual(['excellent', 'good', 'okay', 'poor']);
    for (const r of figures.ratings) {
      const n = byRating.find((b) => b.rating === r.rating)?.n ?? 0;
      expect(r).toEqual({ rating: r.rating, count: n, percent: Math.round((n / total) * 1000) / 10 });
    }

    expect(figures.recent_comments).toHaveLength(10);
    const newest = sent.slice(-10).reverse();
    expect(
      figures.recent_comments.map((c: { comment: string; rating: string; user_email: string | null; framework: string }) => ({
        comment: c.comment,
        rating: c.rating,
        email: c.user_email,
        framework: c.framework,
      })),
    ).toEqual(newest);
    expect(figures.recent_comments[0].project_name).toBe('p-11');
    const dates = figures.recent_comments.map((c: { created_at: string }) => Date.parse(c.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('is for admins only', async () => {
    const user = await createVerifiedUser(uniqueEmail('fb-nosy'));
    const res = await admin.analytics(user.token);
    expect(res.status).toBe(403);
    const body = await res.json();
    expect(body).not.toHaveProperty('feedback');
    expect(body.code).toBe('FORBIDDEN');
    expect((await admin.analytics()).status).toBe(401);
  });
});
