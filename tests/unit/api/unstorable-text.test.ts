// parseWith refuses text PostgreSQL cannot store (NUL, lone UTF-16 surrogates) anywhere in a value,
// keys included, naming the field; everything else, astral characters and other controls included, passes.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnstorableText, parseWith } from '@/lib/api/handler';
import { AppError } from '@/lib/api/errors';

function refusal(value: unknown): AppError {
  try {
    parseWith(z.unknown(), value);
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('accepted');
}

describe('text PostgreSQL cannot store', () => {
  it('finds NUL and lone surrogates in strings, lists and keys, with the field', () => {
    expect(findUnstorableText('a\u0000')).toEqual({ field: '(body)', char: '\u0000' });
    expect(findUnstorableText({ a: { b: ['ok', 'x\ud800'] } })).toEqual({ field: 'a.b.1', char: '\ud800' });
    expect(findUnstorableText({ a: 1, 'k\u0000': 'v' })).toEqual({ field: 'k\\u0000', char: '\u0000' });
    expect(findUnstorableText(['\udc00x'])).toEqual({ field: '0', char: '\udc00' });
  });

  it('lets every other text through: pairs of surrogates, other control characters, overrides', () => {
    expect(findUnstorableText({ s: 'emoji \ud83d\ude00', c: '\u0001\u001b\u007f\u0085', r: '\u202e\u2066', n: 1, b: true, z: null })).toBeUndefined();
  });

  it('refuses with 400 INVALID_TEXT naming the field', () => {
    const err = refusal({ comment: 'fine\u0000' });
    expect(err.status).toBe(400);
    expect(err.code).toBe('INVALID_TEXT');
    expect(err.message).toBe('Invalid request: comment: contains a NUL character (U+0000), which cannot be stored');
    expect(err.details).toEqual([{ field: 'comment', message: 'contains a NUL character (U+0000), which cannot be stored' }]);
    expect(refusal({ name: 'a\ud800' }).message).toBe('Invalid request: name: contains U+D800, a lone surrogate that is not valid Unicode text');
  });

  it('walks a body nested deeper than the call stack, and a wide one, quickly', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    const started = performance.now();
    expect(findUnstorableText(deep)?.char).toBe('\u0000');
    expect(findUnstorableText(Array.from({ length: 200_000 }, (_, i) => ({ [`k${i}`]: 'v' })))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
