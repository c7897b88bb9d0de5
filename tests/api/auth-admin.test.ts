// ADMIN_EMAILS: the listed addresses become admins when they register or verify.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { PASSWORD, api, createVerifiedUser, latestCode, uniqueEmail } from '../utils/auth';

const boss = uniqueEmail('boss');
const later = uniqueEmail('later');

beforeAll(() => {
  // Read once by the configuration, on first use in this file.
  process.env.ADMIN_EMAILS = ` ${boss.toUpperCase()} ,${later}, `;
});

describe('ADMIN_EMAILS', () => {
  it('gives the admin role to listed e-mails (any case), and only to them', async () => {
    await api.register({ email: boss, password: PASSWORD });
    const db = await getDb();
    const [registered] = await db.select().from(schema.users).where(eq(schema.users.email, boss));
    expect(registered.role).toBe('admin');
    const verified = await api.verify({ email: boss, otp: latestCode(boss) });
    const admin = await verified.json();
    expect(admin.user.role).toBe('admin');
    const me = await (await api.me({ token: admin.token })).json();
    expect(me.role).toBe('admin');

    const plain = await createVerifiedUser(uniqueEmail('plain'));
    expect(plain.user.role).toBe('user');
    expect((await (await api.me({ token: plain.token })).json()).role).toBe('user');
  });

  it('grants the role at verification to an account registered before it was listed', async () => {
    await api.register({ email: later, password: PASSWORD });
    const db = await getDb();
    await db.update(schema.users).set({ role: 'user' }).where(eq(schema.users.email, later));
    const res = await api.verify({ email: later, otp: latestCode(later) });
    expect((await res.json()).user.role).toBe('admin');
  });
});
