// /login shows only the product's own notices, chosen by a fixed key in the address: text carried by a
// link (?message=..., an unknown ?notice=...) is never shown, so nobody can make the page say their words.
import { describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LOGIN_NOTICES, loginNoticeText, loginUrl, type LoginNotice } from '@/lib/site/login-notices';

let search = new URLSearchParams();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: () => {}, push: () => {}, refresh: () => {} }),
  useSearchParams: () => search,
  usePathname: () => '/login',
}));
vi.mock('next-auth/react', () => ({ signIn: async () => undefined }));

const { LoginForm } = await import('@/components/auth/login-form');

/** The sign-in page's markup for a query string. */
function loginPage(query: string): string {
  search = new URLSearchParams(query);
  return renderToStaticMarkup(createElement(LoginForm));
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('the notices of the sign-in page', () => {
  it('shows nothing for a message in the address, whatever it says', () => {
    for (const query of [
      'message=Your account is locked. Call 555-0100',
      `message=${encodeURIComponent(LOGIN_NOTICES['password-reset'])}`,
      'notice=Your account is locked. Call 555-0100',
      'notice=constructor',
      'notice=__proto__',
      'notice=toString',
      'notice=',
    ]) {
      const page = loginPage(query);
      expect(page, query).not.toContain('555-0100');
      expect(page, query).not.toContain('role="alert"');
      for (const text of Object.values(LOGIN_NOTICES)) expect(page, query).not.toContain(escaped(text));
    }
  });

  it('shows the product’s own text for each of its keys, the key never', () => {
    for (const [key, text] of Object.entries(LOGIN_NOTICES)) {
      const page = loginPage(new URL(loginUrl(key as LoginNotice, '/admin'), 'http://x').search);
      expect(page, key).toContain(escaped(text));
      // A message beside a known key changes nothing.
      expect(loginPage(`notice=${key}&message=Call 555-0100`)).not.toContain('555-0100');
    }
  });

  it('maps keys to texts and nothing else', () => {
    expect(loginNoticeText('signed-out')).toBe('You were signed out everywhere. Please sign in again.');
    expect(loginNoticeText('admin-required')).toBe('Please log in with admin credentials to access the admin dashboard');
    for (const other of [null, undefined, '', 'hasOwnProperty', 'Signed-out', 'signed-out ']) expect(loginNoticeText(other)).toBeUndefined();
    expect(loginUrl('session-expired', '/admin')).toBe('/login?notice=session-expired&callbackUrl=%2Fadmin');
    expect(loginUrl('password-reset')).toBe('/login?notice=password-reset');
  });
});
