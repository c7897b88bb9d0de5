// The design's script budget, on the production build the browser tests run: every page the budgets are
// for loads at most 150 kB gzip of script before it is interactive (bench/site.ts prints the same
// figure, file by file, with Lighthouse's).
import { expect, test } from '@playwright/test';
import { BUDGET_PAGES, firstLoadJs, FIRST_LOAD_JS_BUDGET_KB } from '../utils/first-load-js';

test('each page loads its first script within the budget', async ({ baseURL }) => {
  for (const page of BUDGET_PAGES) {
    const js = await firstLoadJs(baseURL!, page);
    expect(js.files.length, page).toBeGreaterThan(0);
    expect(js.gzip / 1024, `${page}: ${js.files.map((f) => `${f.url} ${(f.gzip / 1024).toFixed(1)} kB`).join(', ')}`).toBeLessThan(FIRST_LOAD_JS_BUDGET_KB);
  }
});
