// The chosen services are wired into what the service does: Redis caches the notes, the JWT manager
// issues tokens with or without a login, auth alone gives a credential, gRPC serves the notes, cron's
// example job works on the project, and compose and docker-run reach the services.
import { describe, expect, it } from 'vitest';
import { filesOf, FRAMEWORKS, spec } from './helpers';

function mainOf(files: Map<string, string>): string {
  return files.get('cmd/server/main.go') ?? '';
}

/** The lines of main.go's run from the first match of `from` on. */
function after(text: string, from: string): string {
  const i = text.indexOf(from);
  expect(i, `main.go has no ${from}`).toBeGreaterThanOrEqual(0);
  return text.slice(i);
}

describe('redis with the router', () => {
  it('wraps the notes store in the Redis cache after every setup, configured by NOTES_CACHE_TTL', () => {
    const files = filesOf(spec('gin', ['router', 'redis']));
    const main = mainOf(files);
    expect(main).toContain('deps.Notes = notes.NewCachedStore(deps.Notes, cache.New(deps.Redis, cfg.Redis.KeyPrefix), cfg.NotesCache.TTL, logger)');
    expect(main.indexOf('NewCachedStore')).toBeGreaterThan(main.indexOf('deps.Notes = notes.NewMemoryStore()'));
    expect(files.has('internal/notes/cache.go')).toBe(true);
    expect(files.has('internal/cache/json.go')).toBe(true);
    expect(files.get('.env.example')).toContain('NOTES_CACHE_TTL=5m');
  });

  it('keeps the JSON cache out of a project without the router', () => {
    const files = filesOf(spec('gin', ['redis']));
    expect(files.has('internal/cache/cache.go')).toBe(true);
    expect(files.has('internal/cache/json.go')).toBe(false);
    expect(files.has('internal/notes/cache.go')).toBe(false);
    expect(files.get('internal/server/deps.go')).not.toContain('Cache');
    expect(files.get('.env.example')).not.toContain('NOTES_CACHE_TTL');
  });
});

describe('jwt-auth', () => {
  it('without auth, ships cmd/token and make token, and the README says how to get a token', () => {
    const files = filesOf(spec('echo', ['jwt-auth', 'makefile', 'readme']));
    expect(files.get('cmd/token/main.go')).toContain('tokens.Issue(');
    expect(files.get('Makefile')).toMatch(/^token: .*\n\t@go run \.\/cmd\/token -sub/m);
    expect(files.get('README.md')).toContain('#### How to get a token');
    expect(files.get('README.md')).toContain('go run ./cmd/token -sub dev-user');
  });

  it('with auth, issues the token at login instead', () => {
    const files = filesOf(spec('echo', ['jwt-auth', 'auth']));
    expect(files.has('cmd/token/main.go')).toBe(false);
    expect(files.get('internal/server/auth.go')).toContain('s.deps.Tokens.Issue(');
    expect(files.has('internal/auth/sessions.go')).toBe(false);
  });
});

describe('auth without jwt-auth', () => {
  it.each(FRAMEWORKS)('answers a session token at login that /api/v1/me accepts (%s)', (fw) => {
    const files = filesOf(spec(fw, ['auth']));
    expect(files.get('internal/server/auth.go')).toContain('s.deps.Sessions.Create(auth.Public(u))');
    expect(files.get('internal/server/server.go')).toContain('requireSession');
    expect(files.get('internal/server/server.go')).toMatch(/\/api\/v1\/me|"\/me"/);
    expect(mainOf(files)).toContain('deps.Sessions = auth.NewSessions(cfg.Sessions.TTL)');
    expect(files.get('.env.example')).toContain('SESSION_TTL=24h');
  });
});

describe('grpc', () => {
  it('serves the greeter alone without the router, with the HTTP shutdown timeout', () => {
    const main = mainOf(filesOf(spec('chi', ['grpc', 'proto'])));
    expect(main).toContain('grpcserver.New(cfg.GRPC, cfg.HTTP.ShutdownTimeout, logger, grpcserver.RegisterGreeter).Run');
  });

  it('with the router, serves the notes from the store HTTP uses, wrapped by the Redis cache', () => {
    const files = filesOf(spec('chi', ['grpc', 'proto', 'router', 'redis', 'makefile']));
    const run = after(mainOf(files), 'NewCachedStore');
    expect(run).toContain('grpcserver.RegisterNotes(deps.Notes, logger)');
    expect(files.has('proto/notes/v1/notes.pb.go')).toBe(true);
    expect(files.has('proto/notes/v1/notes_grpc.pb.go')).toBe(true);
    expect(files.get('Makefile')).toContain('notes/v1/notes.proto');
  });

  it('with JWT Auth, serves the notes behind its token, as the API', () => {
    const main = mainOf(filesOf(spec('chi', ['grpc', 'proto', 'router', 'jwt-auth'])));
    expect(main).toContain('grpcserver.Guard(grpcserver.RequireToken(deps.Tokens), grpcserver.RegisterNotes(deps.Notes, logger))');
  });

  it('with a model, serves each resource through the server, its proto file in place of the notes', () => {
    const files = filesOf({ ...spec('chi', ['grpc', 'proto', 'router', 'makefile']), resources: [{ name: 'book', fields: [{ name: 'title', type: 'string', required: true }] }] });
    expect(mainOf(files)).toContain('grpcserver.New(cfg.GRPC, cfg.HTTP.ShutdownTimeout, logger, grpcserver.RegisterGreeter, srv.RegisterGRPC).Run');
    expect(files.get('internal/server/grpc.go')).toContain('apiv1.RegisterBookServiceServer(r, s.bookService())');
    expect([...files.keys()].filter((p) => p.startsWith('proto/api/'))).toEqual(['proto/api/v1/api.pb.go', 'proto/api/v1/api.proto', 'proto/api/v1/api_grpc.pb.go']);
    expect(files.has('proto/notes/v1/notes.pb.go')).toBe(false);
    expect(files.get('Makefile')).toContain('api/v1/api.proto');
  });

  it('generates no gRPC code for the notes without grpc', () => {
    const files = filesOf(spec('chi', ['proto', 'router']));
    expect(files.has('proto/notes/v1/notes.pb.go')).toBe(true);
    expect(files.has('proto/notes/v1/notes_grpc.pb.go')).toBe(false);
    expect(files.get('Makefile') ?? '').not.toContain('proto-grpc');
  });
});

describe('graphql', () => {
  it('with a model, serves each resource through the schema written from it, in place of the notes', () => {
    const model = [
      { name: 'author', fields: [{ name: 'full_name', type: 'string' as const, required: true }] },
      { name: 'book', fields: [{ name: 'author_id', type: 'reference' as const, references: 'author', required: true }] },
    ];
    const files = filesOf({ ...spec('chi', ['graphql', 'router', 'jwt-auth']), resources: model });
    const schema = files.get('internal/graph/schema.graphqls') ?? '';
    for (const line of ['type Author {', '  fullName: String!', '  books(first: Int = 20, after: String, orderBy: String, filter: BookFilter): BookConnection!', '  author: Author', '  createBook(input: BookInput!): Book!']) {
      expect(schema).toContain(line);
    }
    expect(files.get('internal/graph/gqlgen.yml')).toContain('  Book:\n    fields:\n      author:\n        resolver: true\n');
    expect(files.get('internal/graph/schema.resolvers.go')).toContain('return r.Authors.Get(ctx, int64(obj.AuthorID))');
    expect(files.get('internal/server/graphql.go')).toContain('h = graph.RequireToken(s.deps.Tokens, h)');
    expect(files.get('internal/graph/handler.go')).toContain('schema.Complexity.Query.Books = func(child int, first *int, _ *string, _ *string, _ *BookFilter) int {');
    expect(files.has('internal/server/graphql_notes_test.go')).toBe(false);
    // No json field: the JSON scalar's Go type is not generated.
    expect(files.has('internal/graph/json.go')).toBe(false);
  });
});

describe('cron', () => {
  it('counts the notes with the router, beats a heartbeat without, and reports to /health', () => {
    const withRouter = mainOf(filesOf(spec('gin', ['cron', 'router'])));
    expect(withRouter).toContain('scheduler.CountNotes(deps.Notes, logger)');
    const alone = mainOf(filesOf(spec('gin', ['cron'])));
    expect(alone).toContain('scheduler.Heartbeat(logger)');
    for (const main of [withRouter, alone]) expect(main).toContain('healthChecks = append(healthChecks, health.Dependency{Name: "scheduler", Check: jobScheduler.Check})');
  });
});

describe('docker and compose', () => {
  it('publishes the gRPC port and runs docker-run on the host network', () => {
    const files = filesOf(spec('gin', ['docker', 'docker-compose', 'makefile', 'grpc', 'proto']));
    expect(files.get('compose.yaml')).toContain('- "9090:9090"');
    expect(files.get('compose.yaml')).toContain('GRPC_PORT: "9090"');
    expect(files.get('Dockerfile')).toContain('EXPOSE 9090');
    expect(files.get('Makefile')).toContain('docker run --rm --network host $(if $(wildcard .env),--env-file .env)');
  });
});

describe('smtp', () => {
  it.each(FRAMEWORKS)('passes the mailer to the auth service, which sends the welcome e-mail at registration (%s)', (fw) => {
    const files = filesOf(spec(fw, ['smtp', 'auth']));
    const main = mainOf(files);
    expect(main).toContain('deps.Mailer, err = mailer.New(cfg.SMTP)');
    expect(main).toContain('welcomes := auth.NewWelcomeMails(deps.Mailer, cfg.SMTP.Timeout, logger)');
    expect(main).toContain('defer welcomes.Wait()');
    expect(main).toContain('deps.Auth.WelcomeWith(welcomes)');
    // After both the mailer and the auth service exist, whichever store holds the accounts.
    expect(main.indexOf('deps.Auth.WelcomeWith(')).toBeGreaterThan(main.indexOf('deps.Mailer, err = mailer.New('));
    expect(main.indexOf('deps.Auth.WelcomeWith(')).toBeGreaterThan(main.indexOf('deps.Auth = auth.NewService('));
    expect(files.get('internal/auth/welcome.go')).toContain('SendWelcome(ctx, u.Email, name)');
    expect(files.has('internal/server/auth_welcome_test.go')).toBe(true);
  });

  it('with a database, wires the mailer to the service on the users table', () => {
    const main = mainOf(filesOf(spec('chi', ['smtp', 'auth', 'postgresql'])));
    expect(main.indexOf('deps.Auth.WelcomeWith(')).toBeGreaterThan(main.indexOf('deps.Auth = auth.NewService(users.NewDBStore(deps.DB))'));
  });

  it('leaves the welcome e-mail out of auth without smtp', () => {
    const files = filesOf(spec('gin', ['auth']));
    expect(files.has('internal/auth/welcome.go')).toBe(false);
    expect(mainOf(files)).not.toContain('Welcome');
  });
});
