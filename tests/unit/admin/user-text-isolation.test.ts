// User text in the admin Analytics is isolated: a right-to-left override (U+202E) in a feedback comment, or
// in an author's e-mail, reorders only that text, never the rating, date and framework around it.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FeedbackCards } from '@/components/admin/analytics-section';
import type { FeedbackSummary } from '@/lib/schemas/feedback';

const COMMENT = 'Great tool \u202eevil reversed text';
const EMAIL = 'mallory\u202e@example.com';

const feedback: FeedbackSummary = {
  total: 2,
  ratings: [
    { rating: 'excellent', count: 1, percent: 50 },
    { rating: 'good', count: 1, percent: 50 },
    { rating: 'okay', count: 0, percent: 0 },
    { rating: 'poor', count: 0, percent: 0 },
  ],
  recent_comments: [
    { id: '1', rating: 'excellent', comment: COMMENT, framework: 'gin', project_name: 'my-api', created_at: '2026-01-02T03:04:05.000Z', user_email: EMAIL },
    { id: '2', rating: 'good', comment: `guest \u202e${COMMENT}`, framework: 'echo', project_name: null, created_at: '2026-01-02T03:04:05.000Z', user_email: null },
  ],
};

/** The element that directly holds `text` in the markup: its opening tag. */
function holder(markup: string, text: string): string {
  const at = markup.indexOf(text);
  expect(at, `${JSON.stringify(text)} in the markup`).toBeGreaterThan(-1);
  expect(markup.slice(at + text.length).startsWith('</'), `${JSON.stringify(text)} is the whole text of its element`).toBe(true);
  const open = markup.lastIndexOf('<', at);
  return markup.slice(open, markup.indexOf('>', open) + 1);
}

/** An element that isolates its content from the text around it: <bdi>, or any element with a dir attribute. */
const isolates = (tag: string) => /^<bdi[\s>]/.test(tag) || /\sdir="(auto|ltr|rtl)"/.test(tag);

describe('user text in the admin Analytics', () => {
  it('holds each comment and each author e-mail in an isolating element', () => {
    const markup = renderToStaticMarkup(createElement(FeedbackCards, { feedback }));
    for (const text of [COMMENT, `guest \u202e${COMMENT}`, EMAIL]) {
      const tag = holder(markup, text);
      expect(isolates(tag), `${JSON.stringify(text)} is held by ${tag}`).toBe(true);
    }
    // The product's own words are not user text.
    expect(markup).toContain('Guest');
  });
});
