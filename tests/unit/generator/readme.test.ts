// The README's feature list is what users read before choosing: it must name every catalogue feature
// with its catalogue texts (scripts/readme-features.ts writes it from the catalogue).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '@/lib/catalogue/features';
import { BEGIN, END, featuresTable } from '../../../scripts/readme-features';

const readme = fs.readFileSync(path.join(process.cwd(), 'README.md'), 'utf8');

describe('README features table', () => {
  it('lists every catalogue feature once, with its catalogue description', () => {
    const table = readme.slice(readme.indexOf(BEGIN) + BEGIN.length, readme.indexOf(END)).trim();
    for (const f of FEATURES) {
      expect(table.split('\n').filter((line) => line.startsWith(`| \`${f.id}\` |`)), f.id).toHaveLength(1);
    }
    expect(table, 'README.md is out of date: run npx tsx scripts/readme-features.ts').toBe(featuresTable());
  });
});
