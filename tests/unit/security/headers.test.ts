// Security headers: the proxy's per-request CSP (a nonce, or the hashes of a prerendered page's scripts)
// and HSTS (https as a trusted proxy reports it), the generator's rewrite, the session guard, the static
// headers of next.config.ts, and HSTS beside the proxy for the API routes.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import { describe, expect, it, vi } from 'vitest';

/** The prerendered pages of a fake build: path -> its inline scripts. */
const PRERENDERED = vi.hoisted(() => ({
  '/': ['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"home"])'],
  '/generator': ['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"generator"])'],
  '/generator/data': ['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"generator data"])'],
  '/_not-found': ['self.__next_f.push([1,"not found"])'],
}));

// Before anything reads the configuration: one trusted proxy, whose X-Forwarded-Proto is believed.
vi.hoisted(() => {
  process.env.TRUSTED_PROXY_HOPS = '1';
});

// The hashes `npm run build` embeds in the proxy's code (scripts/embed-page-hashes.ts; page-hashes.test.ts
// checks that lib/security/static-pages.ts reads them back): here, those of the pages above.
vi.mock('@/lib/security/static-pages', async (importOriginal) => {
  const { createHash } = await import('node:crypto');
  const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const pages = new Map(Object.entries(PRERENDERED).map(([route, scripts]) => [route, scripts.map(hash)]));
  return { ...(await importOriginal<object>()), prerenderedPages: () => pages };
});

import nextConfig from '@/next.config';
import { config as proxyConfig, proxy } from '@/proxy';
import {
  API_CONTENT_SECURITY_POLICY,
  bypassesProxy,
  pageContentSecurityPolicy,
  STRICT_TRANSPORT_SECURITY,
} from '@/lib/security/headers';
import { installRequestHooks } from '@/lib/server/request-hooks';

const HSTS = 'max-age=63072000; includeSubDomains';
const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost${path}`, { headers });
const nonceOf = (csp: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp ?? '')?.[1];
const sha256 = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;

describe('proxy', () => {
  it('sends HSTS when a trusted proxy says https, and not over http', () => {
    const https = proxy(request('/', { 'x-forwarded-proto': 'https' }));
    expect(https.headers.get('strict-transport-security')).toBe(HSTS);
    expect(STRICT_TRANSPORT_SECURITY).toBe(HSTS);
    expect(https.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');

    for (const headers of [{ 'x-forwarded-proto': 'http' }, {}] as Record<string, string>[]) {
      const plain = proxy(request('/', headers));
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      expect(plain.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    }
  });

  it("puts a new nonce in the page's CSP, on the answer and on the request Next.js renders", () => {
    const first = proxy(request('/login'));
    const second = proxy(request('/login'));
    const csp = first.headers.get('content-security-policy')!;
    const nonce = nonceOf(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
    // With the hashes of the prerendered not-found page, which unknown paths get.
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' ${sha256('self.__next_f.push([1,"not found"])')};`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    // NextResponse.next({ request: { headers } }) hands the request's new headers to Next.js this way.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(csp);
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
  });

  it("names a prerendered page's inline scripts by their hashes, and gives it no nonce", () => {
    const home = proxy(request('/'));
    const csp = home.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' ${sha256('(self.__next_f=self.__next_f||[]).push([0])')} ${sha256('self.__next_f.push([1,"home"])')};`);
    expect(csp).not.toContain('nonce');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(home.headers.get('x-middleware-request-content-security-policy')).toBeNull();
    expect(home.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('serves the home page with wizard state in its query from the generator, at the same address', () => {
    for (const query of ['?step=stack', '?framework=gin&features=postgresql', '?projectName=x', '?step=review&framework=echo&explore=1']) {
      const res = proxy(request(`/${query}`));
      expect(res.headers.get('x-middleware-rewrite'), query).toBe(`http://localhost/generator${query}`);
      expect(res.headers.get('content-security-policy'), query).toContain(sha256('self.__next_f.push([1,"generator"])'));
    }
    // The data step has its own prerendered page (its text in the HTML), with its own scripts' hashes.
    for (const query of ['?step=data', '?framework=gin&step=data&resources=W10']) {
      const res = proxy(request(`/${query}`));
      expect(res.headers.get('x-middleware-rewrite'), query).toBe(`http://localhost/generator/data${query}`);
      expect(res.headers.get('content-security-policy'), query).toContain(sha256('self.__next_f.push([1,"generator data"])'));
    }
    // Other queries are the home page's own.
    expect(proxy(request('/?utm_source=x')).headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('when its code carries no hashes (not built by `npm run build`), lets pages run their inline scripts rather than block them all, and says why', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    vi.doUnmock('@/lib/security/static-pages');
    try {
      const { proxy: withoutBuild } = await import('@/proxy');
      for (const path of ['/', '/?step=stack', '/login', '/no-such-page']) {
        const res = withoutBuild(request(path));
        const csp = res.headers.get('content-security-policy')!;
        expect(csp, path).toContain("script-src 'self' 'unsafe-inline';");
        expect(csp, path).not.toContain('nonce');
        expect(csp, path).toContain("frame-ancestors 'none'");
        // No nonce for Next.js to put on its scripts either.
        expect(res.headers.get('x-middleware-request-x-nonce'), path).toBeNull();
      }
      // Said once, when first needed.
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0][0])).toMatch(/carries no hashes of its prerendered pages' scripts .* allows inline scripts/);
    } finally {
      errors.mockRestore();
      vi.resetModules();
    }
    // The policy of a build with its hashes is as strict as ever.
    expect(proxy(request('/')).headers.get('content-security-policy')).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("allows 'unsafe-eval' in development only", () => {
    expect(pageContentSecurityPolicy({ nonce: 'n', dev: false, https: false })).not.toContain('unsafe-eval');
    expect(pageContentSecurityPolicy({ nonce: 'n', dev: true, https: false })).toContain("'unsafe-eval'");
  });

  it('sends /dashboard to /login without a session cookie, without decoding one; /admin shows its own guard', () => {
    const dashboard = proxy(request('/dashboard?tab=history'));
    expect(dashboard.status).toBe(307);
    const to = new URL(dashboard.headers.get('location')!);
    expect(to.pathname).toBe('/login');
    expect(to.searchParams.get('callbackUrl')).toBe('/dashboard?tab=history');
    expect(to.searchParams.get('notice')).toBeNull();
    expect(dashboard.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);

    const https = proxy(request('/dashboard', { 'x-forwarded-proto': 'https' }));
    expect(https.status).toBe(307);
    expect(https.headers.get('strict-transport-security')).toBe(HSTS);

    // /admin is the admin guard's: signed out, its 'Authentication Required' screen, not a redirect.
    const admin = proxy(request('/admin'));
    expect(admin.status).toBe(200);
    expect(admin.headers.get('location')).toBeNull();

    // Any of next-auth's cookie names lets the page load (and check the session through its API calls).
    for (const cookie of [
      'next-auth.session-token=x',
      '__Secure-next-auth.session-token=x',
      'next-auth.session-token.0=x; next-auth.session-token.1=y',
      '__Secure-next-auth.session-token.0=x',
    ]) {
      const res = proxy(request('/dashboard', { cookie }));
      expect(res.status, cookie).toBe(200);
      expect(res.headers.get('location')).toBeNull();
    }
    expect(proxy(request('/dashboard', { cookie: 'next-auth.session-token=' })).status).toBe(307);
    expect(proxy(request('/dashboard', { cookie: 'next-auth.csrf-token=x' })).status).toBe(307);
    // Not guarded: other pages, and /admin-test (it shows its own sign-in state).
    for (const path of ['/', '/admin-test', '/dashboards', '/login']) expect(proxy(request(path)).status, path).toBe(200);
  });

  it('runs on pages and not on API routes or static files, as bypassesProxy says', () => {
    const pages = ['/', '/login', '/register', '/dashboard', '/admin', '/admin/users', '/api-reference', '/documentation', '/blog', '/features-tour', '/authors', '/no-such-page', '/mcp-guide', '/llms.txt.bak'];
    const bypassed = ['/api/v1/generate', '/api/v1/generate/validate', '/api/auth/session', '/api/openapi.json', '/auth/login', '/auth/me', '/features', '/mcp', '/llms.txt', '/_next/static/chunks/a.js', '/_next/image'];
    for (const path of [...pages, ...bypassed]) {
      const runs = unstable_doesMiddlewareMatch({ config: proxyConfig, url: path });
      expect(runs, path).toBe(!bypassed.includes(path));
      expect(bypassesProxy(path), path).toBe(bypassed.includes(path));
    }
  });
});

describe('next.config.ts headers', () => {
  it('sends the static headers everywhere and the strict CSP on API routes', async () => {
    for (const path of ['/', '/login', '/features', '/mcp', '/llms.txt', '/api/v1/generate', '/auth/me', '/_next/static/chunks/a.js']) {
      const res = await unstable_getResponseFromNextConfig({ url: `http://localhost${path}`, nextConfig });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
      const api = /^\/(api|auth)\/|^\/(features|mcp|llms\.txt)$/.test(path);
      expect(res.headers.get('content-security-policy'), path).toBe(api ? API_CONTENT_SECURITY_POLICY : null);
    }
  });
});

describe('HSTS beside the proxy (the request hooks)', () => {
  it('adds HSTS to the answers the proxy does not see, over https only, on a real server', async () => {
    installRequestHooks(http.Server.prototype);
    installRequestHooks(http.Server.prototype); // twice is once
    const server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const hsts = async (path: string, headers: Record<string, string> = {}) =>
      (await fetch(base + path, { headers })).headers.get('strict-transport-security');
    try {
      expect(await hsts('/features', { 'x-forwarded-proto': 'https' })).toBe(HSTS);
      expect(await hsts('/api/v1/generate?x=1', { 'x-forwarded-proto': 'https' })).toBe(HSTS);
      expect(await hsts('/_next/static/chunks/a.js', { 'x-forwarded-proto': 'https' })).toBe(HSTS);
      expect(await hsts('/features', { 'x-forwarded-proto': 'http' })).toBeNull();
      expect(await hsts('/features')).toBeNull();
      // A client's own copy of the peer header means nothing here either.
      expect(await hsts('/features', { 'x-gostarter-peer-tls': '1', 'x-forwarded-proto': 'http' })).toBeNull();
      // Pages get theirs from the proxy, once.
      expect(await hsts('/', { 'x-forwarded-proto': 'https' })).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('instrumentation-client.ts', () => {
  it("turns zod's eval probe off (jitless), in the settings zod reads", async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).not.toBe(true);
    await import('@/instrumentation-client');
    expect(z.config().jitless).toBe(true);
  });
});
