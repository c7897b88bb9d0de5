// gostarter.json's `regenerate` line, run as it is in an empty folder, writes the project the site
// generated: a model, a grown model's chain of migrations (a change that lost data included), the site's
// address. A link cut short or edited is refused naming the part; the link stands alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectFiles } from '@/lib/generation/project-files';
import { specFromRequest, type GenerateRequest } from '@/lib/generation/request';
import { compareTrees, readTree, type Tree } from '../utils/git-tree';
import { gostarter, repositoryRoot, sh } from './helpers';

const SITE = 'https://gostarter.example.com';
let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-from-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const first = [
  { name: 'author', fields: [{ name: 'full_name', type: 'string' as const, required: true }] },
  { name: 'book', fields: [{ name: 'title', type: 'string' as const, required: true }, { name: 'pages', type: 'integer' as const }, { name: 'author_id', type: 'reference' as const, references: 'author' }] },
];
// Grown: `pages` dropped (data lost, accepted then), `isbn` added.
const grown = [first[0], { name: 'book', fields: [first[1].fields[0], { name: 'isbn', type: 'string' as const, unique: true, max: 17 }, first[1].fields[2]] }];

/** The files the site writes for a request, as a tree. */
async function siteTree(req: GenerateRequest): Promise<Tree> {
  const files = await projectFiles(specFromRequest(req, SITE).spec);
  return new Map(files.map((f) => [f.path, { bytes: Buffer.from(f.content), executable: (f.mode & 0o111) !== 0 }]));
}

/** The `regenerate` line of the files, run verbatim by bash in an empty folder, `gostarter` being the sources. */
function runRegenerate(tree: Tree, folder: string) {
  const line = JSON.parse(tree.get('gostarter.json')!.bytes.toString('utf8')).regenerate as string;
  expect(line).toMatch(/^gostarter new --from '[^']+'$/);
  const dir = path.join(tmp, folder);
  fs.mkdirSync(dir);
  const tsx = path.join(repositoryRoot, 'node_modules', '.bin', 'tsx');
  const main = path.join(repositoryRoot, 'cli', 'main.ts');
  sh(dir, 'bash', ['-c', `gostarter() { '${tsx}' --tsconfig '${repositoryRoot}/tsconfig.json' '${main}' "$@"; }\n${line}`]);
  return { line, dir };
}

it('writes the same files as the site, model and site address included', { timeout: 120_000 }, async () => {
  const req = { projectName: 'bookshop', framework: 'chi', features: ['postgresql', 'migrations', 'docker'], resources: first };
  const tree = await siteTree(req);
  const { dir } = runRegenerate(tree, 'plain');
  expect(compareTrees(readTree(path.join(dir, 'bookshop')), tree)).toEqual([]);
  expect(JSON.parse(tree.get('gostarter.json')!.bytes.toString('utf8')).$schema).toBe(`${SITE}/schemas/gostarter.json`);
  expect(tree.get('README.md')!.bytes.toString('utf8')).toContain(`npm install -g ${SITE}/cli/gostarter.tgz`);
});

it('writes a grown model\'s chain of migrations, and add regenerates it the same way', { timeout: 180_000 }, async () => {
  const req = { projectName: 'grown', framework: 'gin', features: ['postgresql', 'migrations'], resources: grown, modelHistory: [first], allowDataLoss: true };
  const tree = await siteTree(req);
  expect([...tree.keys()].filter((p) => /^migrations\/0003_change_book\.up\.sql$/.test(p))).toHaveLength(1);
  const { dir } = runRegenerate(tree, 'grown');
  const project = path.join(dir, 'grown');
  expect(compareTrees(readTree(project), tree)).toEqual([]);
  // Growing it again regenerates the recorded history (its loss was accepted when it was made).
  const added = gostarter(project, ['add', 'redis']);
  expect(added.code, added.stderr).toBe(0);
  expect(fs.readFileSync(path.join(project, 'gostarter.json'), 'utf8')).toContain('"redis"');
});

it('refuses a link cut short or edited, naming the part, and a link with other options', { timeout: 180_000 }, () => {
  const link = `${SITE}/?step=review&framework=chi&features=postgresql&projectName=cut`;
  const model = Buffer.from(JSON.stringify([{ name: 'book', fields: [{ name: 'title', type: 'strin' }] }])).toString('base64url');
  const cases: [string[], number, RegExp][] = [
    [['new', '--from', `${link}&resources=${model}`], 3, /resources\.0\.fields\.0\.type/],
    [['new', '--from', `${link}&resources=eyJ`], 3, /resources is not a model/],
    [['new', '--from', `${link}&resources=%%%`], 3, /not base64url/],
    [['new', '--from', `${SITE}/?projectName=x`], 3, /no framework/],
    [['new', '--from', 'not a link'], 2, /--from takes the link/],
    [['new', 'other', '--from', link], 2, /takes the link alone/],
    [['new', '--from', link, '--features', 'redis'], 2, /takes the link alone/],
  ];
  for (const [args, code, message] of cases) {
    const ran = gostarter(tmp, [...args, '--json']);
    expect(ran.code, args.join(' ')).toBe(code);
    expect(ran.json.error.message).toMatch(message);
  }
  expect(fs.existsSync(path.join(tmp, 'cut'))).toBe(false);
});
