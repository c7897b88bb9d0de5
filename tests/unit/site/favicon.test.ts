// The site's icon, by Next.js's convention: app/icon.svg (the mark of the header, the Boxes glyph, on
// the primary colour) and app/favicon.ico (the same at 16, 32 and 48 pixels, for browsers that ask for
// /favicon.ico whatever the page links). Pages link both with a query naming their version: the flood
// guard leaves them uncounted as it does the build's static files, and the pages' policy loads them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isExempt } from '@/lib/rate-limit/flood';
import { pageContentSecurityPolicy } from '@/lib/security/headers';

const APP = path.resolve(__dirname, '../../../app');

describe('the site icon', () => {
  it('is an SVG mark in the primary colour of the site', () => {
    const svg = fs.readFileSync(path.join(APP, 'icon.svg'), 'utf8');
    const primary = /--color-primary:\s*(#[0-9a-f]{6})/i.exec(fs.readFileSync(path.join(APP, 'globals.css'), 'utf8'))![1];
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 32 32"/);
    expect(svg).toContain(`fill="${primary}"`);
    expect(svg).not.toMatch(/<script|href=|url\(/i);
  });

  it('is a favicon.ico holding PNG images of 16, 32 and 48 pixels', () => {
    const ico = fs.readFileSync(path.join(APP, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const images = Array.from({ length: count }, (_, i) => {
      const entry = 6 + 16 * i;
      const [size, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const png = ico.subarray(offset, offset + size);
      expect(png.subarray(1, 4).toString('latin1'), `image ${i}`).toBe('PNG');
      return { width: ico.readUInt8(entry), height: ico.readUInt8(entry + 1), pngWidth: png.readUInt32BE(16), pngHeight: png.readUInt32BE(20) };
    });
    expect(images.map((i) => i.width)).toEqual([16, 32, 48]);
    for (const image of images) expect([image.height, image.pngWidth, image.pngHeight]).toEqual([image.width, image.width, image.width]);
  });

  it('is not counted by the flood guard, with or without the version query, and loads under the pages’ policy', () => {
    for (const url of ['/favicon.ico', '/favicon.ico?favicon.0b3bf435.ico', '/icon.svg', '/icon.svg?ab12cd34ef56']) {
      expect(isExempt('GET', url), url).toBe(true);
    }
    expect(isExempt('GET', '/favicon.icon')).toBe(false);
    expect(isExempt('GET', '/api/health?deep=1')).toBe(true);
    expect(isExempt('POST', '/api/health')).toBe(false);
    const imgSrc = pageContentSecurityPolicy({ nonce: 'n', dev: false, https: true })
      .split('; ')
      .find((d) => d.startsWith('img-src '));
    expect(imgSrc?.split(' ')).toContain("'self'");
  });
});
