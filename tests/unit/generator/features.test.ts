// What each feature contributes to a generated project, as a user opening the zip would check it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_BY_ID } from '@/lib/catalogue/features';
import { FRAMEWORKS, filesOf, largest, spec } from './helpers';

const envNames = (envExample: string) => envExample.split('\n').filter((l) => /^[A-Z]/.test(l)).map((l) => l.split('=')[0]);

/** Every variable the Go code reads through config.Env. */
function envVarsRead(files: Map<string, string>): Set<string> {
  const read = new Set<string>();
  for (const [p, content] of files) {
    if (!p.endsWith('.go') || p.endsWith('_test.go')) continue;
    for (const m of content.matchAll(/\be\.(?:String|Int|Float|Bool|Duration|List|OneOf)\("([A-Z][A-Z0-9_]*)"/g)) read.add(m[1]);
  }
  return read;
}

describe('env', () => {
  const envValues = (envExample: string) =>
    Object.fromEntries(envExample.split('\n').filter((l) => /^[A-Z]/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));

  // A service started on .env.example as it is must not be open to the world: same-origin CORS and
  // WebSocket, metrics off the public port, chat endpoints that spend the API key off, no traces
  // written among the logs.
  it.each(FRAMEWORKS)('ships safe defaults in .env.example (%s)', (fw) => {
    const values = envValues(filesOf(spec(fw, ['websocket', 'prometheus', 'opentelemetry', 'openai', 'claude'])).get('.env.example')!);
    expect(values).toMatchObject({
      CORS_ALLOWED_ORIGINS: '',
      WS_ALLOWED_ORIGINS: '',
      MAX_BODY_BYTES: '1048576',
      METRICS_ADDR: '127.0.0.1:9090',
      LLM_ENDPOINTS_ENABLED: 'false',
      OTEL_TRACES_EXPORTER: 'none',
      OTEL_METRICS_EXPORTER: 'none',
    });
    // With jwt-auth the chat endpoints need a signed-in caller instead of a switch.
    const withJwt = envValues(filesOf(spec(fw, ['openai', 'jwt-auth'])).get('.env.example')!);
    expect(withJwt).not.toHaveProperty('LLM_ENDPOINTS_ENABLED');
  });

  it.each(FRAMEWORKS)('lists in .env.example exactly the variables the code reads (%s)', (fw) => {
    for (const s of [spec(fw), largest(fw)]) {
      const files = filesOf(s);
      expect(new Set(envNames(files.get('.env.example')!))).toEqual(envVarsRead(files));
    }
  });

  // The README's quick start exports .env with `set -a && . ./.env`; make and docker --env-file take
  // each line as it is. So every value must mean the same to a shell as written.
  it.each(['postgresql', 'mysql', 'sqlite', 'mongodb'])('gives values a shell reads as written, with %s', (db) => {
    const envExample = filesOf(spec('echo', [db, 'redis', 'config', 'logger', 'jwt-auth', 'oauth2', 'websocket', 'grpc', 'openai', 'openrouter', 'prometheus', 'swagger'])).get('.env.example')!;
    const written = Object.fromEntries(envExample.split('\n').filter((l) => /^[A-Z]/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-'));
    fs.writeFileSync(path.join(dir, '.env'), envExample);
    const shell = spawnSync('sh', ['-c', 'set -a && . ./.env && set +a && env -0'], { cwd: dir, encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(shell.status, shell.stderr).toBe(0);
    const exported = Object.fromEntries(shell.stdout.split('\0').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
    for (const [name, value] of Object.entries(written)) expect(exported[name], name).toBe(value);
  });
});

describe('postgresql', () => {
  const files = filesOf(spec('gin', ['postgresql'], 'shop'));

  it('adds DATABASE_URL to .env.example, pointing at a database named after the project', () => {
    expect(files.get('.env.example')).toMatch(/^DATABASE_URL=postgres:\/\/.+\/shop\?sslmode=disable$/m);
  });

  it('requires pgx directly and opens, pings and closes the pool in main', () => {
    expect(files.get('go.mod')).toMatch(/^\tgithub\.com\/jackc\/pgx\/v5 v\S+$/m);
    const main = files.get('cmd/server/main.go')!;
    expect(main).toContain('database.Connect(ctx, cfg.Database)');
    expect(main).toContain('defer pool.Close()');
    expect(main).toContain('healthChecks = append(healthChecks, health.Dependency{Name: "database", Check: pool.Ping})');
    expect(files.get('internal/database/postgres.go')).toContain('pool.Ping(pingCtx)');
    expect(files.get('internal/server/deps.go')).toMatch(/DB \*pgxpool\.Pool/);
  });

  it('is absent from projects without it', () => {
    const base = filesOf(spec('gin'));
    expect(base.get('.env.example')).not.toContain('DATABASE_URL');
    expect(base.get('go.mod')).not.toContain('pgx');
    expect(base.get('cmd/server/main.go')).not.toContain('database');
  });
});

describe('gorm', () => {
  it.each(FRAMEWORKS)('opens GORM on the PostgreSQL pool after it, with an example model (%s)', (fw) => {
    const files = filesOf(spec(fw, ['postgresql', 'gorm']));
    const main = files.get('cmd/server/main.go')!;
    expect(main.indexOf('database.Connect')).toBeLessThan(main.indexOf('database.OpenGorm(deps.DB'));
    expect(files.get('internal/database/gorm.go')).toContain('stdlib.OpenDBFromPool(pool)');
    expect(files.get('internal/models/models.go')).toContain('type Note struct');
    expect(files.get('go.mod')).toMatch(/^\tgorm\.io\/gorm v/m);
    expect(files.get('go.mod')).toMatch(/^\tgorm\.io\/driver\/postgres v/m);
    // The SQL of migrations/ is the one schema: GORM maps models onto it and never migrates.
    expect(files.get('.env.example')).not.toContain('DB_AUTO_MIGRATE');
    expect(files.get('internal/models/models.go')).not.toContain('AutoMigrate');
  });
});

describe('config', () => {
  it('loads .env before the configuration and logs the result', () => {
    const main = filesOf(spec('echo', ['config'])).get('cmd/server/main.go')!;
    expect(main.indexOf('config.LoadDotEnv(".env")')).toBeGreaterThan(0);
    expect(main.indexOf('config.LoadDotEnv(".env")')).toBeLessThan(main.indexOf('config.Load()'));
    expect(main).toContain('logger.Info("configuration loaded", "config", cfg)');
  });
});

describe('logger', () => {
  it('replaces the fixed logger by one configured from LOG_LEVEL and LOG_FORMAT', () => {
    const files = filesOf(spec('fiber', ['logger']));
    expect(envNames(files.get('.env.example')!)).toEqual(expect.arrayContaining(['LOG_LEVEL', 'LOG_FORMAT']));
    expect(files.get('internal/logging/logging.go')).toContain('cfg.Log.Format');
    expect(filesOf(spec('fiber')).get('internal/logging/logging.go')).not.toContain('cfg.Log');
  });
});

describe('middleware', () => {
  it.each(FRAMEWORKS)('registers every middleware in the framework adapter (%s)', (fw) => {
    const files = filesOf(spec(fw));
    const server = files.get('internal/server/server.go')!;
    const middleware = files.get('internal/server/middleware.go')!;
    // The router's Use, or the standard library adapter's own use.
    expect(server).toMatch(/\.Use\(|s\.use\(/);
    expect(middleware + server).toContain('RateLimitRequests > 0');
    expect(files.has('internal/server/middleware_test.go')).toBe(true);
    expect(envNames(files.get('.env.example')!)).toEqual(expect.arrayContaining(['CORS_ALLOWED_ORIGINS', 'RATE_LIMIT_REQUESTS', 'RATE_LIMIT_WINDOW']));
    expect(middleware + server).toMatch(/requestLogger\(/);
    expect(middleware + server).toMatch(/recover/i);
  });
});

describe('docker', () => {
  it('adds a multi-stage, CGO-free, non-root Dockerfile and a .dockerignore keeping .env out', () => {
    const files = filesOf(spec('gin', ['docker']));
    const dockerfile = files.get('Dockerfile')!;
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toContain('CGO_ENABLED=0');
    expect(dockerfile).toMatch(/^USER \d+:\d+$/m);
    expect(dockerfile).toMatch(/^FROM golang:\d+\.\d+-alpine AS build$/m);
    expect(files.get('.dockerignore')!.split('\n')).toEqual(expect.arrayContaining(['.env', '.git']));
  });
});

describe('docker-compose', () => {
  // compose.yaml is the whole environment of the app in compose (.env is optional there): a variable the
  // app cannot start without must have a development value in it, or `docker compose up` crash-loops.
  it.each(FRAMEWORKS)('gives the app a JWT_SECRET the token manager accepts (%s)', (fw) => {
    const compose = filesOf(spec(fw, ['jwt-auth', 'docker-compose'])).get('compose.yaml')!;
    const secret = /^\s+JWT_SECRET: (\S+)$/m.exec(compose)?.[1] ?? '';
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(secret).toMatch(/^dev-only-/);
  });
});

describe('makefile', () => {
  it('has run, build, test, lint and tidy targets, and the targets other features add', () => {
    const makefile = filesOf(spec('gin', ['makefile', 'docker', 'postgresql'])).get('Makefile')!;
    for (const target of ['run', 'build', 'test', 'lint', 'tidy', 'help', 'docker-build', 'db-shell']) {
      expect(makefile).toMatch(new RegExp(`^${target}: ## `, 'm'));
      expect(makefile).toContain(`.PHONY: ${target}`);
    }
    expect(makefile).toMatch(/^\tgo test \.\/\.\.\.$/m);
    expect(filesOf(spec('gin', ['makefile'])).get('Makefile')).not.toContain('docker-build');
  });
});

describe('readme', () => {
  it('describes every chosen feature and how to run, configure, test and deploy', () => {
    const s = largest('gin', 'catalog');
    const readme = filesOf(s).get('README.md')!;
    // Each with the catalogue's name and description, the texts the wizard shows.
    for (const id of s.features) {
      const f = FEATURE_BY_ID.get(id)!;
      expect(readme).toContain(`- **${f.name}**: ${f.description}`);
    }
    for (const heading of ['## Quick start', '## Configuration', '## Testing', '## Deployment', '### PostgreSQL', '### Docker']) {
      expect(readme).toContain(heading);
    }
    expect(readme).toContain('| `DATABASE_URL` |');
    expect(readme).toContain('| `make docker-build` |');
    expect(readme).toMatch(/^cmd\/\n(  .*\n)*  server\/\n    main\.go$/m);
  });

  it('is shorter without the readme feature, and still names the framework and the features', () => {
    const short = filesOf(spec('echo', ['postgresql'])).get('README.md')!;
    const full = filesOf(spec('echo', ['postgresql', 'readme'])).get('README.md')!;
    expect(short.length).toBeLessThan(full.length / 2);
    expect(short).toContain('**Echo**');
    expect(short).toContain('**PostgreSQL**');
    expect(short).not.toContain('## Features in detail');
  });
});

describe('gitignore', () => {
  it('ignores .env but not .env.example, and build output', () => {
    const lines = filesOf(spec('gin')).get('.gitignore')!.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['.env', '!.env.example', '/bin/']));
  });
});

describe('router and auth stores', () => {
  const filesFor = (features: string[], fw: (typeof FRAMEWORKS)[number] = 'gin') => filesOf(spec(fw, features));
  const count = (text: string, what: string) => text.split(what).length - 1;

  it('keeps notes and accounts in memory without a database, each set once in main', () => {
    const files = filesFor(['router', 'auth']);
    const main = files.get('cmd/server/main.go')!;
    expect(count(main, 'deps.Notes =')).toBe(1);
    expect(main).toContain('deps.Notes = notes.NewMemoryStore()');
    expect(count(main, 'deps.Auth =')).toBe(1);
    expect(main).toContain('deps.Auth = auth.NewService(users.NewMemoryStore())');
    expect(files.has('internal/notes/memory.go')).toBe(true);
    expect(files.get('internal/notes/notestest/store.go')).toContain('return notes.NewMemoryStore()');
  });

  // Which store main.go wires: the chosen layer on the chosen database, the driver without a layer.
  it.each([
    [['postgresql'], 'notes.NewRepositoryStore(repository.NewNoteRepository(deps.DB))'],
    [['mysql', 'db'], 'notes.NewRepositoryStore(repository.NewNoteRepository(deps.DB))'],
    [['sqlite', 'auth'], 'notes.NewRepositoryStore(repository.NewNoteRepository(deps.DB))'],
    [['mongodb'], 'notes.NewRepositoryStore(noteRepo)'],
    [['mongodb', 'db'], 'notes.NewRepositoryStore(noteRepo)'],
    [['postgresql', 'gorm'], 'notes.NewGormStore(deps.Gorm)'],
    [['sqlite', 'gorm', 'db'], 'notes.NewGormStore(deps.Gorm)'],
    [['mysql', 'sqlc'], 'notes.NewSQLCStore(deps.Queries)'],
    [['postgresql', 'sqlc', 'db', 'migrations'], 'notes.NewSQLCStore(deps.Queries)'],
  ])('with %j, stores the notes through %s, never in memory', (features, store) => {
    const files = filesFor(['router', ...features]);
    const main = files.get('cmd/server/main.go')!;
    expect(count(main, 'deps.Notes =')).toBe(1);
    expect(main).toContain(`deps.Notes = ${store}`);
    expect(main).not.toContain('NewMemoryStore()');
    expect(files.has('internal/notes/memory.go')).toBe(false);
    // The handler tests run on a test double, in a _test.go file.
    expect(files.get('internal/notes/notestest/store.go')).toContain('type fakeNotes struct');
    // With GORM or sqlc, the driver's repository would be a second, unused data-access layer.
    expect(files.has('internal/repository/notes.go')).toBe(!features.some((f) => f === 'gorm' || f === 'sqlc'));
  });

  it('with badger, keeps the notes in the Badger store, never in memory', () => {
    const files = filesFor(['badger', 'router']);
    const main = files.get('cmd/server/main.go')!;
    expect(count(main, 'deps.Notes =')).toBe(1);
    expect(main).toContain('notes.NewBadgerStore(deps.KV.DB())');
    expect(main).toContain('deps.Notes = noteStore');
    expect(main).not.toContain('NewMemoryStore()');
    // The notes store is opened after the Badger store, so its deferred Close runs first.
    expect(main.indexOf('kv.Open(')).toBeLessThan(main.indexOf('notes.NewBadgerStore('));
    expect(files.has('internal/notes/badger.go')).toBe(true);
    expect(files.has('internal/notes/memory.go')).toBe(false);
    expect(files.get('internal/notes/notestest/store.go')).toContain('type fakeNotes struct');
    expect(files.get('internal/kv/kv.go')).not.toContain('Bucket');
  });

  it('keeps accounts in the database with one, and the in-memory store of accounts only in tests', () => {
    const main = filesFor(['router', 'auth', 'db', 'postgresql']).get('cmd/server/main.go')!;
    expect(main).toContain('deps.Auth = auth.NewService(users.NewDBStore(deps.DB))');
    expect(main).not.toContain('NewMemoryStore');
  });

  it('gives the database layer its repository in Deps only when no route uses it', () => {
    expect(filesFor(['db', 'postgresql']).get('cmd/server/main.go')).toContain('deps.NoteRepo = repository.NewNoteRepository(deps.DB)');
    expect(filesFor(['db', 'postgresql', 'router']).get('internal/server/deps.go')).not.toContain('NoteRepo');
    expect(filesFor(['db', 'postgresql', 'gorm']).has('internal/repository/notes.go')).toBe(false);
  });

  it.each(FRAMEWORKS)('puts the notes routes behind the JWT middleware with jwt-auth (%s)', (fw) => {
    const files = filesFor(['router', 'jwt-auth'], fw);
    const routes = [...files.entries()].filter(([p]) => /^internal\/server\/notes(_routes)?\.go$/.test(p)).map(([, c]) => c).join('\n');
    expect(routes).toMatch(/guard = append\(guard, s\.requireJWT(\(\))?\)/);
    expect(files.get('internal/server/notes_test.go')).toContain('req.Header.Set("Authorization", "Bearer "+signed)');
    expect(filesFor(['router'], fw).get('internal/server/notes_test.go')).not.toContain('Authorization');
  });
});

describe('schema ownership', () => {
  const mainOf = (features: string[]) => filesOf(spec('chi', features)).get('cmd/server/main.go')!;

  it.each(['postgresql', 'mysql', 'sqlite'])('without migrations, creates the tables of migrations/ at start on %s', (db) => {
    const files = filesOf(spec('chi', ['router', 'auth', 'sqlc', db]));
    const main = files.get('cmd/server/main.go')!;
    expect(main).toContain('migrations.CreateTables(ctx, ');
    expect(main).not.toContain('migrate.');
    expect(files.has('migrations/0002_create_users.up.sql')).toBe(true);
    expect(files.get('internal/queries/models.go')).toContain('type User struct');
  });

  it.each(['postgresql', 'mysql', 'sqlite'])('with migrations, runs no DDL at start unless MIGRATE_ON_START on %s', (db) => {
    const files = filesOf(spec('chi', ['router', 'auth', 'gorm', 'migrations', db]));
    const main = files.get('cmd/server/main.go')!;
    expect(main).toContain('migrate.Prepare(ctx, ');
    expect(main).toContain('cfg.Migrate.OnStart');
    expect(main).not.toMatch(/CreateTables|CreateNotes|CreateUsers|EnsureSchema|AutoMigrate/);
    expect(files.has('migrations/create.go')).toBe(false);
    expect(files.has('migrations/0002_create_users.down.sql')).toBe(true);
  });

  it('leaves the schema of MongoDB to its repository', () => {
    expect(mainOf(['router', 'mongodb'])).toContain('noteRepo.EnsureSchema(ctx)');
  });
});

describe('graphql', () => {
  it("spells the module inside gqlgen's generated names as gqlgen does, so a hyphenated project name still compiles", () => {
    const files = filesOf(spec('chi', ['graphql', 'router'], 'shop-api'));
    const generated = files.get('internal/graph/generated.go')!;
    expect(generated).toContain('marshalNNote2ᚖshopᚑapiᚋinternalᚋgraphᚐNote');
    expect(generated).not.toMatch(/shop-api|\{\{@|[\u0080-\u0083]/);
    expect(files.get('internal/graph/resolver.go')).toContain('"shop-api/internal/notes"');
    // Without the router the schema has no type of the module's own.
    expect(filesOf(spec('chi', ['graphql'], 'shop-api')).get('internal/graph/generated.go')).not.toContain('ᚋinternal');
  });
});
