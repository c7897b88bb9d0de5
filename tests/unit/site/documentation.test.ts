// The documentation's per-feature facts (variables, Make targets, Compose services) must be what
// generated projects really read and contain: the page is rendered as it is served and held against
// projects generated for each database and framework.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import DocumentationPage from '@/app/documentation/page';
import { FEATURES, FRAMEWORKS, type Framework } from '@/lib/catalogue/features';
import { DATABASES } from '@/lib/catalogue/rules';
import { validateConfiguration } from '@/lib/catalogue/validate';
import { generateProjectFiles, implementedFeatureIds } from '@/lib/generator';
import { DOCS_PROJECT_NAME, projectFacts, type PartFacts } from '@/lib/site/feature-facts';

const available = implementedFeatureIds();
const frameworks = FRAMEWORKS.filter((fw) => available.has(fw));
const facts = projectFacts()!;
const html = renderToStaticMarkup(DocumentationPage());

const decode = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The database's card as served: its text, and the lines of its .env.example block. */
function databaseCard(id: string): { text: string; envLines: string[] } {
  const start = html.indexOf(`<li id="database-${id}"`);
  expect(start, `the documentation has no card for ${id}`).toBeGreaterThanOrEqual(0);
  // A card holds no list of its own: it ends at the first </li>.
  const card = html.slice(start, html.indexOf('</li>', start));
  const code = /<code>([\s\S]*?)<\/code>/.exec(card);
  return { text: decode(card.replace(/<[^>]+>/g, ' ')), envLines: code ? decode(code[1]).split('\n') : [] };
}

/** A project as a user gets it: the features validated, what they need added (a SQL database if asked). */
function project(framework: Framework, wanted: string[]): Map<string, string> {
  const features = [...new Set(wanted)];
  let result = validateConfiguration({ framework, features }, available);
  if (!result.is_valid) result = validateConfiguration({ framework, features: [...features, 'postgresql'] }, available);
  expect(result.errors, `${framework}: ${features.join(',')}`).toEqual([]);
  const files = generateProjectFiles({ projectName: DOCS_PROJECT_NAME, framework, features: result.adjusted_features });
  return new Map(files.map((f) => [f.path, f.content]));
}

/** Every variable the Go code reads through config.Env (the only way generated projects read one). */
function variablesRead(files: Map<string, string>): Set<string> {
  const read = new Set<string>();
  for (const [p, content] of files) {
    if (!p.endsWith('.go') || p.endsWith('_test.go')) continue;
    for (const m of content.matchAll(/\be\.(?:String|Int|Float|Bool|Duration|List|OneOf)\("([A-Z][A-Z0-9_]*)"/g)) read.add(m[1]);
  }
  return read;
}

/** Checks the unconditional facts of a feature against a project that has it. */
function expectFactsHold(id: string, f: PartFacts, framework: Framework) {
  const always = f.env.filter((v) => v.when === '');
  const files = project(framework, [id, 'makefile', 'docker-compose']);
  const envExample = files.get('.env.example')!.split('\n');
  const read = variablesRead(files);
  for (const v of always) {
    expect(envExample, `${framework}-${id}: .env.example has ${v.name}=${v.value}`).toContain(`${v.name}=${v.value}`);
    expect(read.has(v.name), `${framework}-${id}: the Go code reads ${v.name}`).toBe(true);
  }
  const makefile = files.get('Makefile')!;
  for (const t of f.makeTargets.filter((x) => x.when === '')) expect(makefile, `${framework}-${id}: make ${t.name}`).toMatch(new RegExp(`^${t.name}:`, 'm'));
  const compose = files.get('compose.yaml')!;
  for (const s of f.composeServices) {
    expect(compose, `${framework}-${id}: compose service ${s.name}`).toMatch(new RegExp(`^ {2}${s.name}:$`, 'm'));
    if (s.image) expect(compose).toContain(`image: ${s.image}`);
  }
}

describe('documentation: databases', () => {
  const databases = FEATURES.filter((f) => DATABASES.includes(f.id) && available.has(f.id)).map((f) => f.id);

  it('covers the SQL databases, each with its own connection variable', () => {
    expect(databases).toEqual(expect.arrayContaining(['postgresql', 'mysql', 'sqlite']));
    expect(databaseCard('postgresql').envLines[0]).toMatch(/^DATABASE_URL=postgres:\/\//);
    expect(databaseCard('mysql').envLines[0]).toMatch(/^MYSQL_DSN=mysql:\/\//);
    expect(databaseCard('sqlite').envLines[0]).toMatch(/^SQLITE_PATH=/);
    for (const id of ['mysql', 'sqlite']) {
      expect(databaseCard(id).text).not.toContain('DATABASE_URL');
      expect(databaseCard(id).text).not.toContain('file:app.db');
    }
  });

  it.each(frameworks)('names exactly the variables a generated project writes in .env.example and reads (%s)', (framework) => {
    for (const id of databases) {
      const card = databaseCard(id);
      const files = project(framework, [id]);
      const envExample = files.get('.env.example')!.split('\n');
      const read = variablesRead(files);
      const own = facts.features.get(id)!.env.filter((v) => v.when === '');
      expect(card.envLines, `${id}: the card shows the facts`).toEqual(own.map((v) => `${v.name}=${v.value}`));
      for (const line of card.envLines) {
        const name = line.slice(0, line.indexOf('='));
        expect(envExample, `${framework}-${id}: .env.example has ${line}`).toContain(line);
        expect(read.has(name), `${framework}-${id}: the Go code reads ${name}`).toBe(true);
      }
    }
  });

  it('names the Make targets and Compose services the projects get', () => {
    for (const id of databases) {
      const card = databaseCard(id);
      const f = facts.features.get(id)!;
      for (const t of f.makeTargets) expect(card.text, id).toContain(`make ${t.name}`);
      for (const s of f.composeServices) expect(card.text, id).toContain(s.name);
    }
    expect(facts.features.get('postgresql')!.composeServices.map((s) => s.name)).toEqual(['postgres']);
    expect(facts.features.get('postgresql')!.makeTargets.map((t) => t.name)).toContain('db-shell');
  });
});

describe('documentation: every feature', () => {
  it.each(frameworks)('lists settings and commands that projects with the feature have (%s)', (framework) => {
    for (const [id, f] of facts.features) {
      if (FRAMEWORKS.includes(id as Framework)) continue;
      expectFactsHold(id, f, framework);
    }
  });

  it('shows each feature’s variables and Make targets in the table', () => {
    const table = html.slice(html.indexOf('Every feature of the catalogue'));
    for (const [id, f] of facts.features) {
      const row = table.slice(table.indexOf(`>${id}</span>`));
      const rowEnd = row.indexOf('</tr>');
      for (const v of f.env) expect(row.slice(0, rowEnd), id).toContain(`>${v.name}</code>`);
      for (const t of f.makeTargets) expect(row.slice(0, rowEnd), id).toContain(`>make ${t.name}</code>`);
    }
  });

  it('gives the default port of the projects', () => {
    const port = facts.base.env.find((v) => v.name === 'PORT')!.value;
    expect(project(frameworks[0], []).get('.env.example')).toContain(`PORT=${port}`);
    expect(decode(html)).toContain(`listens on PORT (default ${port})`);
  });
});
