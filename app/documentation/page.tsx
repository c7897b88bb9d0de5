import Link from 'next/link';
import type { Metadata } from 'next';
import { Badge } from '@/components/ui/badge';
import { CodeBlock } from '@/components/site/code-block';
import { SiteFooter } from '@/components/site/site-footer';
import { FEATURES, FEATURE_BY_ID } from '@/lib/catalogue/features';
import { EXCLUSIVE_GROUPS, REQUIRES } from '@/lib/catalogue/rules';
import { availableFeatureIds } from '@/lib/wizard/availability';
import { FRAMEWORK_OPTIONS } from '@/lib/wizard/frameworks';

export const metadata: Metadata = {
  title: 'Documentation · Gostarter',
  description: 'Quick start, framework guides, features, deployment, testing, troubleshooting and best practices for Gostarter projects.',
};

const SECTIONS = [
  { id: 'quick-start', title: 'Quick Start Guide' },
  { id: 'frameworks', title: 'Framework Guides' },
  { id: 'features', title: 'Feature Documentation' },
  { id: 'deployment', title: 'Deployment Guide' },
  { id: 'testing', title: 'Testing Guide' },
  { id: 'troubleshooting', title: 'Troubleshooting' },
  { id: 'best-practices', title: 'Best Practices' },
];

const RUN = `unzip my-api.zip && cd my-api
cp .env.example .env        # adjust the values
go run ./cmd/server         # listens on PORT (default 8080)
curl http://localhost:8080/health`;

const CURL_GET = `curl -o my-api.zip \\
  'http://localhost:3000/api/v1/generate?framework=gin&features=postgresql,gorm,docker&projectName=my-api'`;

const CURL_POST = `curl -X POST http://localhost:3000/api/v1/generate \\
  -H 'Content-Type: application/json' \\
  -d '{"projectName":"my-api","framework":"gin","features":["postgresql","gorm","docker"]}' \\
  -o my-api.zip`;

const HANDLERS: Record<string, { title: string; code: string }> = {
  gin: {
    title: 'internal/server/routes.go (gin)',
    code: `s.engine.GET("/ping", func(c *gin.Context) {
	c.JSON(http.StatusOK, gin.H{"message": "pong"})
})`,
  },
  echo: {
    title: 'internal/server/routes.go (echo v5)',
    code: `s.echo.GET("/ping", func(c *echo.Context) error {
	return c.JSON(http.StatusOK, map[string]string{"message": "pong"})
})`,
  },
  fiber: {
    title: 'internal/server/routes.go (fiber v3)',
    code: `s.app.Get("/ping", func(c fiber.Ctx) error {
	return c.JSON(fiber.Map{"message": "pong"})
})`,
  },
};

const DOCKER = `docker build -t my-api .
docker run --rm -p 8080:8080 --env-file .env my-api`;

const K8S = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: my-api
spec:
  replicas: 3
  selector:
    matchLabels:
      app: my-api
  template:
    metadata:
      labels:
        app: my-api
    spec:
      containers:
        - name: my-api
          image: my-api:1.0.0   # the image built above, pushed where your cluster pulls from
          env:
            - name: PORT
              value: "8080"   # gin's convention; 1323 for echo, 3000 for fiber
          ports:
            - containerPort: 8080
          readinessProbe:
            httpGet:
              path: /health
              port: 8080
          livenessProbe:
            httpGet:
              path: /health
              port: 8080
---
apiVersion: v1
kind: Service
metadata:
  name: my-api
spec:
  selector:
    app: my-api
  ports:
    - port: 80
      targetPort: 8080`;

const TEST_CMDS = `go test ./...                  # every package
go test -race -cover ./...     # data races and coverage
go vet ./...                   # suspicious constructs
gofmt -l .                     # prints nothing when formatted`;

const HTTPTEST = `// package server, as in internal/server/server_test.go
func TestHealth(t *testing.T) {
	srv := New(cfg, deps)
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/health", nil)

	srv.Handler().ServeHTTP(rec, req)

	if rec.Code != http.StatusOK {
		t.Fatalf("GET /health = %d, want 200", rec.Code)
	}
}`;

const FIBERTEST = `// Fiber runs on fasthttp: its app answers test requests directly.
func TestHealth(t *testing.T) {
	srv := New(cfg, deps)
	resp, err := srv.app.Test(httptest.NewRequest(http.MethodGet, "/health", nil))
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /health = %d, want 200", resp.StatusCode)
	}
}`;

const DATABASES = [
  { id: 'postgresql', env: 'DATABASE_URL=postgres://user:pass@localhost:5432/app?sslmode=disable', note: 'pgx connection pool, checked at start and by /health.' },
  { id: 'mysql', env: 'DATABASE_URL=user:pass@tcp(localhost:3306)/app?parseTime=true', note: 'MySQL or MariaDB.' },
  { id: 'mongodb', env: 'MONGODB_URI=mongodb://localhost:27017/app', note: 'The official Go driver.' },
  { id: 'redis', env: 'REDIS_URL=redis://localhost:6379/0', note: 'A cache beside your primary database (a warning, not a conflict).' },
  { id: 'sqlite', env: 'DATABASE_URL=file:app.db', note: 'A pure-Go driver, so CGO stays off.' },
];

const ISSUES = [
  {
    q: 'Next says "Feature conflicts detected"',
    a: 'Two features that exclude each other are selected (two primary databases, GORM and sqlc), or a feature misses what it needs (GORM, sqlc and migrations need a SQL database). The alert under the step lists the features and suggestions; remove one and go on.',
  },
  {
    q: '"Invalid Project Name"',
    a: 'Use letters, digits, underscores and hyphens, start with a letter or a digit, at most 64 characters, and avoid names Go reserves (fmt, std, all, main, ...): the name becomes the Go module path.',
  },
  {
    q: '"listen tcp :8080: bind: address already in use"',
    a: 'Another process holds the port. Set PORT in .env to a free port (1323 and 3000 are the echo and fiber conventions).',
  },
  {
    q: 'The service stops at start with a database error',
    a: 'A database feature is configured but the server is not reachable. Start it (docker compose up, or a local install) and check the URL in .env.',
  },
  {
    q: 'go build wants to download modules',
    a: 'That is expected on a fresh machine: go.mod and go.sum are complete, so `go mod download` fetches exactly the pinned versions and `go mod tidy` changes nothing.',
  },
];

export default function DocumentationPage() {
  const ids = availableFeatureIds();
  const available = ids ? new Set(ids) : null;
  const status = (id: string) =>
    available === null ? null : available.has(id) ? <Badge>Available</Badge> : <Badge variant="outline">Coming soon</Badge>;

  return (
    <>
      <div className="mx-auto max-w-6xl px-4 py-10 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        <aside className="mb-8 lg:mb-0">
          <nav aria-label="Contents" className="rounded-lg border border-border p-4 lg:sticky lg:top-20">
            <p className="mb-2 text-sm font-semibold">Contents</p>
            <ol className="flex flex-col gap-1 text-sm">
              {SECTIONS.map((s, i) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className="block rounded px-2 py-1 text-muted-foreground hover:bg-muted hover:text-foreground">
                    {i + 1}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
            <div className="mt-4 flex flex-col gap-1 border-t border-border pt-3 text-sm">
              <Link href="/api-reference" className="text-primary hover:underline">
                API Reference
              </Link>
              <Link href="/blog" className="text-primary hover:underline">
                Blog
              </Link>
            </div>
          </nav>
        </aside>

        <article className="flex min-w-0 flex-col gap-14">
          <header>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Documentation</h1>
            <p className="mt-2 text-lg text-muted-foreground">
              Everything about the projects Gostarter generates: how to run, extend, deploy and test them.
            </p>
          </header>

          <section id="quick-start" className="scroll-mt-20">
            <h2 className="text-2xl font-semibold tracking-tight">Quick Start Guide</h2>
            <ol className="mt-4 grid gap-3 md:grid-cols-3">
              {[
                ['Choose a framework', 'Open the generator and pick Gin, Echo or Fiber as the base.'],
                ['Select features', `Tick what you need from ${FEATURES.length} features; conflicts are flagged as you go.`],
                ['Generate and run', 'Name the project, download the zip, unzip it and run it.'],
              ].map(([t, d], i) => (
                <li key={t} className="rounded-lg border border-border p-4">
                  <span className="text-sm font-semibold text-primary">Step {i + 1}</span>
                  <p className="mt-1 font-medium">{t}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{d}</p>
                </li>
              ))}
            </ol>
            <CodeBlock className="mt-4" title="Run the project" code={RUN} />
            <p className="mt-4 text-sm text-muted-foreground">
              Every wizard state is a link, and the same zip comes from the HTTP API, with a GET for links and scripts or a POST with a JSON
              body:
            </p>
            <div className="mt-3 grid gap-3">
              <CodeBlock title="GET /api/v1/generate" code={CURL_GET} />
              <CodeBlock title="POST /api/v1/generate" code={CURL_POST} />
            </div>
          </section>

          <section id="frameworks" className="scroll-mt-20">
            <h2 className="text-2xl font-semibold tracking-tight">Framework Guides</h2>
            <p className="mt-2 text-muted-foreground">
              The three frameworks share one layout (cmd/server, internal/config, internal/server, ...); only the HTTP layer differs.
            </p>
            <div className="mt-4 overflow-x-auto rounded-lg border border-border">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">Comparison of Gin, Echo and Fiber</caption>
                <thead className="bg-muted/60">
                  <tr>
                    <th scope="col" className="p-3 font-medium">
                      Framework
                    </th>
                    <th scope="col" className="p-3 font-medium">
                      Built on
                    </th>
                    <th scope="col" className="p-3 font-medium">
                      Handler
                    </th>
                    <th scope="col" className="p-3 font-medium">
                      Conventional port
                    </th>
                    <th scope="col" className="p-3 font-medium">
                      Best for
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {FRAMEWORK_OPTIONS.map((fw) => (
                    <tr key={fw.id} className="border-t border-border">
                      <th scope="row" className="p-3 font-medium">
                        {fw.name}
                        {fw.popular && (
                          <Badge className="ml-2" variant="secondary">
                            Popular
                          </Badge>
                        )}
                      </th>
                      <td className="p-3">{fw.id === 'fiber' ? 'fasthttp' : 'net/http'}</td>
                      <td className="p-3 font-mono text-xs">
                        {fw.id === 'gin' ? 'func(*gin.Context)' : fw.id === 'echo' ? 'func(*echo.Context) error' : 'func(fiber.Ctx) error'}
                      </td>
                      <td className="p-3">{fw.examplePort}</td>
                      <td className="p-3">{fw.bestFor.join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-3 text-sm text-muted-foreground">
              Generated projects listen on <code className="font-mono">PORT</code>, 8080 by default whatever the framework; set it to 1323 or
              3000 if you prefer Echo&apos;s or Fiber&apos;s conventions.
            </p>
            <div className="mt-4 grid gap-3">
              {FRAMEWORK_OPTIONS.map((fw) => (
                <CodeBlock key={fw.id} title={HANDLERS[fw.id].title} code={HANDLERS[fw.id].code} />
              ))}
            </div>
          </section>

          <section id="features" className="scroll-mt-20">
            <h2 className="text-2xl font-semibold tracking-tight">Feature Documentation</h2>
            <h3 className="mt-4 text-lg font-semibold">Databases</h3>
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              {DATABASES.map((db) => (
                <li key={db.id} className="rounded-lg border border-border p-4">
                  <p className="flex items-center gap-2 font-medium">
                    {FEATURE_BY_ID.get(db.id)?.name} {status(db.id)}
                  </p>
                  <p className="mt-1 text-sm text-muted-foreground">{db.note}</p>
                  {available?.has(db.id) && <p className="mt-2 break-all font-mono text-xs">{db.env}</p>}
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-muted-foreground">
              One primary database per project (PostgreSQL, MySQL, SQLite or MongoDB). GORM, sqlc and migrations work on the SQL one.
            </p>
            <h3 className="mt-8 text-lg font-semibold">Rules between features</h3>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {EXCLUSIVE_GROUPS.map((g) => (
                <li key={g.code}>
                  <span className="font-mono text-xs">{g.code}</span>: one of {g.members.map((m) => FEATURE_BY_ID.get(m)?.name ?? m).join(', ')}.
                </li>
              ))}
              {REQUIRES.map((r) => (
                <li key={r.feature}>
                  <span className="font-mono text-xs">{r.code}</span>: {r.message}.
                </li>
              ))}
              <li>Environment File, .gitignore and Middleware are always added; gRPC adds Protocol Buffers; Docker Compose adds Docker.</li>
            </ul>
            <h3 className="mt-8 text-lg font-semibold">All features</h3>
            <div className="mt-3 overflow-x-auto rounded-lg border border-border">
              <table className="w-full min-w-[32rem] text-left text-sm">
                <caption className="sr-only">Every feature of the catalogue</caption>
                <thead className="bg-muted/60">
                  <tr>
                    <th scope="col" className="p-3 font-medium">
                      Feature
                    </th>
                    <th scope="col" className="p-3 font-medium">
                      What it adds
                    </th>
                    {available && (
                      <th scope="col" className="p-3 font-medium">
                        Status
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {FEATURES.map((f) => (
                    <tr key={f.id} className="border-t border-border align-top">
                      <th scope="row" className="p-3 font-medium">
                        {f.name}
                        <span className="block font-mono text-xs font-normal text-muted-foreground">{f.id}</span>
                      </th>
                      <td className="p-3 text-muted-foreground">{f.description}</td>
                      {available && <td className="p-3">{status(f.id)}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section id="deployment" className="scroll-mt-20">
            <h2 className="text-2xl font-semibold tracking-tight">Deployment Guide</h2>
            <p className="mt-2 text-muted-foreground">
              With the Docker feature, the project has a multi-stage Dockerfile: a static binary built with CGO disabled, run as a non-root
              user in a small final image.
            </p>
            <CodeBlock className="mt-4" title="Docker" code={DOCKER} />
            <p className="mt-4 text-muted-foreground">
              On Kubernetes, run three replicas behind a Service and probe <code className="font-mono">/health</code>. The ports follow the
              framework conventions: 8080 for Gin, 1323 for Echo, 3000 for Fiber (set <code className="font-mono">PORT</code> to match).
            </p>
            <CodeBlock className="mt-4" title="k8s/deployment.yaml" code={K8S} />
          </section>

          <section id="testing" className="scroll-mt-20">
            <h2 className="text-2xl font-semibold tracking-tight">Testing Guide</h2>
            <p className="mt-2 text-muted-foreground">
              Generated projects come with tests (configuration, health, HTTP handlers through httptest) that pass out of the box.
            </p>
            <CodeBlock className="mt-4" title="Commands" code={TEST_CMDS} />
            <CodeBlock className="mt-4" title="internal/server/health_test.go (gin, echo)" code={HTTPTEST} />
            <CodeBlock className="mt-4" title="internal/server/health_test.go (fiber)" code={FIBERTEST} />
          </section>

          <section id="troubleshooting" className="scroll-mt-20">
            <h2 className="text-2xl font-semibold tracking-tight">Troubleshooting</h2>
            <h3 className="mt-4 text-lg font-semibold">Common issues</h3>
            <div className="mt-3 divide-y divide-border rounded-lg border border-border">
              {ISSUES.map((i) => (
                <details key={i.q} className="px-4 py-3">
                  <summary className="cursor-pointer font-medium">{i.q}</summary>
                  <p className="mt-2 text-sm text-muted-foreground">{i.a}</p>
                </details>
              ))}
            </div>
          </section>

          <section id="best-practices" className="scroll-mt-20">
            <h2 className="text-2xl font-semibold tracking-tight">Best Practices</h2>
            <ul className="mt-3 ml-5 flex list-disc flex-col gap-2 text-muted-foreground">
              <li>Keep secrets in the environment: commit .env.example, never .env.</li>
              <li>Run gofmt, go vet and your tests in CI on every change; a generated project passes them from the first commit.</li>
              <li>Add routes in internal/server and business logic in packages of its own under internal/, with tests beside them.</li>
              <li>Upgrade dependencies on purpose: go get module@version, then go mod tidy, then the tests.</li>
              <li>Put the share link of your configuration in the repository&apos;s README so the team can regenerate and compare.</li>
            </ul>
            <p className="mt-6 text-sm text-muted-foreground">
              More: the <Link href="/api-reference" className="text-primary hover:underline">API Reference</Link> for the HTTP API, and the{' '}
              <Link href="/blog" className="text-primary hover:underline">Blog</Link>.
            </p>
          </section>
        </article>
      </div>
      <SiteFooter />
    </>
  );
}
