// ADMIN_EMAILS: a listed address becomes an admin when its registration is verified (no account exists before).
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, api, createVerifiedUser, latestCode, uniqueEmail } from '../utils/auth';

const boss = uniqueEmail('boss');

beforeAll(() => {
  // Read once by the configuration, on first use in this file.
  process.env.ADMIN_EMAILS = ` ${boss.toUpperCase()} , `;
});

describe('ADMIN_EMAILS', () => {
  it('gives the admin role to listed e-mails (any case), and only to them', async () => {
    await api.register({ email: boss, password: PASSWORD });
    const verified = await api.verify({ email: boss, otp: latestCode(boss) });
    const admin = await verified.json();
    expect(admin.user.role).toBe('admin');
    const me = await (await api.me({ token: admin.token })).json();
    expect(me.role).toBe('admin');

    const plain = await createVerifiedUser(uniqueEmail('plain'));
    expect(plain.user.role).toBe('user');
    expect((await (await api.me({ token: plain.token })).json()).role).toBe('user');
  });
});
