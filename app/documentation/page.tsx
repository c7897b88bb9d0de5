import Link from 'next/link';
import type { Metadata } from 'next';
import { Badge } from '@/components/ui/badge';
import { CodeBlock } from '@/components/site/code-block';
import { SiteFooter } from '@/components/site/site-footer';
import { FEATURES, FEATURE_BY_ID, FRAMEWORK_INFOS, FRAMEWORK_NAMES, countText, listText, type FrameworkFacts } from '@/lib/catalogue/features';
import { ALWAYS_ADDED, AUTO_ADD, DATABASES, EXCLUSIVE_GROUPS, REQUIRES, WARNINGS } from '@/lib/catalogue/rules';
import { projectFacts, type PartFacts } from '@/lib/site/feature-facts';
import { availableFeatureIds } from '@/lib/wizard/availability';
import { PROJECT_NAME_RULE } from '@/lib/catalogue/project-name';
import { SITE_ORIGIN_MARK } from '@/lib/site/origin-mark';
import { CLI_COMMANDS, cliInstallCommand } from '@/lib/catalogue/commands';
import { listSiteTools } from '@/lib/mcp/site';

export const metadata: Metadata = {
  title: 'Documentation · Gostarter',
  description: 'Quick start, framework guides, features, deployment, testing, troubleshooting and best practices for Gostarter projects.',
};

const SECTIONS = [
  { id: 'quick-start', title: 'Quick Start Guide' },
  { id: 'command-line', title: 'Command line' },
  { id: 'mcp', title: 'MCP for coding agents' },
  { id: 'frameworks', title: 'Framework Guides' },
  { id: 'features', title: 'Feature Documentation' },
  { id: 'deployment', title: 'Deployment Guide' },
  { id: 'testing', title: 'Testing Guide' },
  { id: 'troubleshooting', title: 'Troubleshooting' },
  { id: 'best-practices', title: 'Best Practices' },
];

const run = (port: string) => `unzip my-api.zip && cd my-api
cp .env.example .env        # adjust the values
go run ./cmd/server         # listens on PORT (default ${port})
curl http://localhost:${port}/health`;

const CURL_GET = `curl -o my-api.zip \\
  '${SITE_ORIGIN_MARK}/api/v1/generate?framework=gin&features=postgresql,gorm,docker&projectName=my-api'`;

const CURL_POST = `curl -X POST ${SITE_ORIGIN_MARK}/api/v1/generate \\
  -H 'Content-Type: application/json' \\
  -d '{"projectName":"my-api","framework":"gin","features":["postgresql","gorm","docker"]}' \\
  -o my-api.zip`;

const CURL_DIFF = `cd my-api    # the unpacked project, committed to git
curl -s '${SITE_ORIGIN_MARK}/api/v1/generate/diff?projectName=my-api&framework=gin&from=postgresql,gorm,docker&to=postgresql,gorm,docker,makefile,swagger' \\
  | git apply -3`;

// This site serves the command line of its own commit (Node.js 20 or newer, and git).
const CLI_INSTALL = cliInstallCommand(SITE_ORIGIN_MARK);

const CLI_USE = `gostarter new my-api --framework gin --features postgresql,gorm,docker
cd my-api
gostarter add swagger               # merged into your branch by git
gostarter upgrade                   # the newest templates, merged the same way`;

const CLI_REFERENCE = CLI_COMMANDS.map((c) => `${c.usage}\n    ${c.summary}`).join('\n');

const MCP_STDIO = `{
  "mcpServers": {
    "gostarter": { "command": "gostarter", "args": ["mcp"] }
  }
}`;

const MCP_HTTP = `{
  "mcpServers": {
    "gostarter": { "type": "http", "url": "${SITE_ORIGIN_MARK}/mcp" }
  }
}`;

const DOCKER = `docker build -t my-api .
docker run --rm -p 8080:8080 --env-file .env my-api`;

/** "8080 for Gin, 1323 for Echo, ..." */
const PORT_CONVENTIONS = FRAMEWORK_INFOS.map((f) => `${f.framework.examplePort} for ${f.name}`).join(', ');

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
              value: "8080"   # or the framework's convention (see above); keep the ports below in step
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

/** A health test as written on each kind of server underneath. */
const HEALTH_TESTS: Record<FrameworkFacts['builtOn'], string> = {
  'net/http': `// package server, as in internal/server/server_test.go
func TestHealth(t *testing.T) {
	srv := New(cfg, deps)
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/health", nil)

	srv.Handler().ServeHTTP(rec, req)

	if rec.Code != http.StatusOK {
		t.Fatalf("GET /health = %d, want 200", rec.Code)
	}
}`,
  fasthttp: `// Fiber runs on fasthttp: its app answers test requests directly.
func TestHealth(t *testing.T) {
	srv := New(cfg, deps)
	resp, err := srv.app.Test(httptest.NewRequest(http.MethodGet, "/health", nil))
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /health = %d, want 200", resp.StatusCode)
	}
}`,
};

/** The databases in catalogue order, each with the rule messages that concern it. */
const DATABASE_FEATURES = FEATURES.filter((f) => DATABASES.includes(f.id)).map((f) => ({
  ...f,
  notes: WARNINGS.filter((w) => w.feature === f.id).map((w) => w.message),
}));

const names = (ids: readonly string[]) => ids.map((id) => FEATURE_BY_ID.get(id)?.name ?? id);

/** "Environment File, .gitignore and Middleware are always added; gRPC adds Protocol Buffers; ..." */
const AUTOMATIC = [
  `${listText(names(ALWAYS_ADDED), 'and')} are always added`,
  ...AUTO_ADD.map((r) => `${names([r.feature])[0]} adds ${listText(names(r.adds), 'and')}`),
].join('; ');

const PRIMARY_DATABASES = EXCLUSIVE_GROUPS.find((g) => g.code === 'MULTIPLE_PRIMARY_DB')?.members ?? [];
const NEEDS_SQL = REQUIRES.filter((r) => r.code === 'REQUIRES_SQL_DATABASE').map((r) => r.feature);

/** Variables as .env.example writes them, one per line. */
const envLines = (facts: PartFacts) => facts.env.map((v) => `${v.name}=${v.value}${v.when ? `   # ${v.when}` : ''}`).join('\n');

const when = (w: string) => (w ? ` (${w})` : '');

/** Make targets and Docker Compose services a feature adds (when those features are chosen too). */
function Extras({ facts }: { facts: PartFacts }) {
  return (
    <>
      {facts.makeTargets.length > 0 && (
        <p className="text-sm text-muted-foreground">
          With {names(['makefile'])[0]}:{' '}
          {facts.makeTargets.map((t, i) => (
            <span key={t.name}>
              {i > 0 && ', '}
              <code className="font-mono text-xs text-foreground">make {t.name}</code> ({t.help}
              {t.when && `, ${t.when}`})
            </span>
          ))}
          .
        </p>
      )}
      {facts.composeServices.length > 0 && (
        <p className="text-sm text-muted-foreground">
          With {names(['docker-compose'])[0]}:{' '}
          {facts.composeServices.map((s, i) => (
            <span key={s.name}>
              {i > 0 && ', '}
              service <code className="font-mono text-xs text-foreground">{s.name}</code>
              {s.image && (
                <>
                  {' '}
                  (<code className="font-mono text-xs">{s.image}</code>)
                </>
              )}
            </span>
          ))}
          .
        </p>
      )}
    </>
  );
}

/** The variables a feature reads and the Make targets it adds, by name. */
function FeatureSettings({ facts }: { facts: PartFacts }) {
  const items = [
    ...facts.env.map((v) => ({ key: `env:${v.name}`, text: v.name, title: `${v.description}${when(v.when)}` })),
    ...facts.makeTargets.map((t) => ({ key: `make:${t.name}`, text: `make ${t.name}`, title: `${t.help}${when(t.when)}` })),
  ];
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1">
      {items.map((x) => (
        <li key={x.key}>
          <code className="font-mono text-xs" title={x.title}>
            {x.text}
          </code>
        </li>
      ))}
    </ul>
  );
}

const ISSUES = [
  {
    q: 'Next says "Feature conflicts detected"',
    a: 'A feature misses what it needs (GORM, sqlc and migrations need a SQL database), or two that exclude each other came in a link (two primary databases, GORM and sqlc). The alert under the step lists the features and suggestions; remove one and go on. On the features step, clicking an alternative (another database, another ORM) replaces the chosen one, with Undo in its toast.',
  },
  {
    q: '"Invalid Project Name"',
    a: `${PROJECT_NAME_RULE} Avoid names Go reserves (fmt, std, all, main, ...): the name becomes the Go module path.`,
  },
  {
    q: '"listen tcp :8080: bind: address already in use"',
    a: `Another process holds the port. Set PORT in .env to a free port (the framework conventions: ${PORT_CONVENTIONS}).`,
  },
  {
    q: 'The service stops at start with a database error',
    a: 'A database feature is configured but the server is not reachable. Start it (docker compose up, or a local install) and check its connection variable in .env (Feature Documentation, Databases, names it).',
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
  // What each generated feature adds, read from go-templates; nothing is said of a feature not generated yet.
  const facts = projectFacts();
  const factsOf = (id: string) => (available?.has(id) ? facts?.features.get(id) : undefined);
  // The port of every project unless PORT says otherwise (8080 only if go-templates cannot be read).
  const defaultPort = facts?.base.env.find((v) => v.name === 'PORT')?.value ?? '8080';
  const otherPorts = FRAMEWORK_INFOS.filter((f) => String(f.framework.examplePort) !== defaultPort);
  const healthTests = Object.entries(HEALTH_TESTS)
    .map(([builtOn, code]) => ({ code, names: FRAMEWORK_INFOS.filter((f) => f.framework.builtOn === builtOn).map((f) => f.name) }))
    .filter((t) => t.names.length > 0);

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
                ['Choose a framework', `Open the generator and pick ${listText(FRAMEWORK_NAMES)} as the base.`],
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
            <CodeBlock className="mt-4" title="Run the project" code={run(defaultPort)} />
            <p className="mt-4 text-sm text-muted-foreground">
              Every wizard state is a link, and the same zip comes from the HTTP API, with a GET for links and scripts or a POST with a JSON
              body:
            </p>
            <div className="mt-3 grid gap-3">
              <CodeBlock title="GET /api/v1/generate" code={CURL_GET} />
              <CodeBlock title="POST /api/v1/generate" code={CURL_POST} />
            </div>
            <p className="mt-4 text-sm text-muted-foreground">
              Features to add or remove later? <code>GET /api/v1/generate/diff</code> answers a git patch from one configuration to another,
              applied inside the project; <code>git apply -3</code> merges it with your own changes. <code>POST /api/v1/generate/diff</code> with{' '}
              <code>{'{ from, to }'}</code> answers the same as JSON: a summary and each changed file&apos;s diff.
            </p>
            <CodeBlock className="mt-3" title="GET /api/v1/generate/diff" code={CURL_DIFF} />
          </section>

          <section id="command-line" className="scroll-mt-20 render-when-seen">
            <h2 className="text-2xl font-semibold tracking-tight">Command line</h2>
            <p className="mt-2 text-muted-foreground">
              <code>gostarter</code> bundles the same generator and templates, so it works offline. It writes the project and keeps its pristine
              generation on a <code>gostarter</code> branch of your repository: adding, removing or upgrading generates again there and lets git
              merge the change into your branch, your own edits included. Every project&apos;s <code>gostarter.json</code> (its framework,
              features, model and generator version; schema at <code>/schemas/gostarter.json</code>) is what the commands read.
            </p>
            <CodeBlock className="mt-4" title="Install" code={CLI_INSTALL} />
            <CodeBlock className="mt-3" title="A project, grown" code={CLI_USE} />
            <CodeBlock className="mt-3" title="Commands" code={CLI_REFERENCE} />
            <p className="mt-3 text-sm text-muted-foreground">
              A project downloaded from the site: run <code>gostarter adopt</code> once in its unzipped folder (it makes the repository if
              there is none). Its <code>gostarter.json</code>&apos;s <code>regenerate</code> line, the one the Complete screen shows, writes the
              same project again in an empty folder: <code>gostarter new --from &apos;&lt;link&gt;&apos;</code>, where the link carries the
              configuration and its model.
            </p>
          </section>

          <section id="mcp" className="scroll-mt-20 render-when-seen">
            <h2 className="text-2xl font-semibold tracking-tight">MCP for coding agents</h2>
            <p className="mt-2 text-muted-foreground">
              Coding agents use Gostarter through the Model Context Protocol: over stdio with <code>gostarter mcp</code> (generate and add write
              the project folder), or over Streamable HTTP at <code>/mcp</code> on this site (generate and add answer download links). The
              tools:
            </p>
            <ul className="mt-3 ml-5 flex list-disc flex-col gap-1 text-sm text-muted-foreground">
              {listSiteTools(SITE_ORIGIN_MARK).map(({ name, tool }) => (
                <li key={name}>
                  <code className="text-foreground">{name}</code>: {tool.description}
                </li>
              ))}
            </ul>
            <div className="mt-4 grid gap-3">
              <CodeBlock title="stdio: the agent's MCP settings" code={MCP_STDIO} />
              <CodeBlock title="Streamable HTTP" code={MCP_HTTP} />
            </div>
            <p className="mt-3 text-sm text-muted-foreground">
              <a href="/llms.txt" className="text-primary underline underline-offset-4">/llms.txt</a> describes the API and the tools for agents.
            </p>
          </section>

          <section id="frameworks" className="scroll-mt-20 render-when-seen">
            <h2 className="text-2xl font-semibold tracking-tight">Framework Guides</h2>
            <p className="mt-2 text-muted-foreground">
              The {countText(FRAMEWORK_INFOS.length)} frameworks share one layout (cmd/server, internal/config, internal/server, ...); only the HTTP
              layer differs.
            </p>
            <div className="mt-4 overflow-x-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label="Framework comparison">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">Comparison of {listText(FRAMEWORK_NAMES, 'and')}</caption>
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
                  {FRAMEWORK_INFOS.map(({ id, name, framework: fw }) => (
                    <tr key={id} className="border-t border-border">
                      <th scope="row" className="p-3 font-medium">
                        {name}
                        {fw.card.popular && (
                          <Badge className="ml-2" variant="secondary">
                            Popular
                          </Badge>
                        )}
                      </th>
                      <td className="p-3">{fw.builtOn}</td>
                      <td className="p-3 font-mono text-xs">{fw.handler}</td>
                      <td className="p-3">{fw.examplePort}</td>
                      <td className="p-3">{fw.card.bestFor.join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="mt-3 text-sm text-muted-foreground">
              Generated projects listen on <code className="font-mono">PORT</code>, {defaultPort} by default whatever the framework
              {otherPorts.length > 0 &&
                `; set it to ${listText(otherPorts.map((f) => String(f.framework.examplePort)))} if you prefer ${listText(otherPorts.map((f) => `${f.name}'s`))} conventions`}
              .
            </p>
            <div className="mt-4 grid gap-3">
              {FRAMEWORK_INFOS.map(({ id, framework: fw }) => (
                <CodeBlock key={id} title={fw.routeExample.title} code={fw.routeExample.code} />
              ))}
            </div>
          </section>

          <section id="features" className="scroll-mt-20 render-when-seen">
            <h2 className="text-2xl font-semibold tracking-tight">Feature Documentation</h2>
            <h3 className="mt-4 text-lg font-semibold">Databases</h3>
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              {DATABASE_FEATURES.map((db) => {
                const dbFacts = factsOf(db.id);
                return (
                  <li key={db.id} id={`database-${db.id}`} className="flex min-w-0 flex-col gap-2 rounded-lg border border-border p-4">
                    <p className="flex items-center gap-2 font-medium">
                      {db.name} {status(db.id)}
                    </p>
                    <p className="text-sm text-muted-foreground">{db.description}</p>
                    {db.notes.map((n) => (
                      <p key={n} className="text-sm text-muted-foreground">
                        {n}
                      </p>
                    ))}
                    {dbFacts && dbFacts.env.length > 0 && <CodeBlock title={`.env.example (${db.name})`} code={envLines(dbFacts)} />}
                    {dbFacts && <Extras facts={dbFacts} />}
                  </li>
                );
              })}
            </ul>
            <p className="mt-3 text-sm text-muted-foreground">
              One primary database per project ({listText(names(PRIMARY_DATABASES))}). {listText(names(NEEDS_SQL), 'and')} work on the SQL one.
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
              <li>{AUTOMATIC}.</li>
            </ul>
            <h3 className="mt-8 text-lg font-semibold">All features</h3>
            <div className="mt-3 overflow-x-auto rounded-lg border border-border" tabIndex={0} role="region" aria-label="All features">
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
                    {facts && (
                      <th scope="col" className="p-3 font-medium">
                        Settings and commands
                      </th>
                    )}
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
                      {facts && <td className="p-3">{factsOf(f.id) && <FeatureSettings facts={factsOf(f.id)!} />}</td>}
                      {available && <td className="p-3">{status(f.id)}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section id="deployment" className="scroll-mt-20 render-when-seen">
            <h2 className="text-2xl font-semibold tracking-tight">Deployment Guide</h2>
            <p className="mt-2 text-muted-foreground">
              With the Docker feature, the project has a multi-stage Dockerfile: a static binary built with CGO disabled, run as a non-root
              user in a small final image.
            </p>
            <CodeBlock className="mt-4" title="Docker" code={DOCKER} />
            <p className="mt-4 text-muted-foreground">
              On Kubernetes, run three replicas behind a Service and probe <code className="font-mono">/health</code>. The ports follow the
              framework conventions: {PORT_CONVENTIONS} (set <code className="font-mono">PORT</code> to match).
            </p>
            <CodeBlock className="mt-4" title="k8s/deployment.yaml" code={K8S} />
          </section>

          <section id="testing" className="scroll-mt-20 render-when-seen">
            <h2 className="text-2xl font-semibold tracking-tight">Testing Guide</h2>
            <p className="mt-2 text-muted-foreground">
              Generated projects come with tests (configuration, health, HTTP handlers through httptest) that pass out of the box.
            </p>
            <CodeBlock className="mt-4" title="Commands" code={TEST_CMDS} />
            {healthTests.map((t) => (
              <CodeBlock key={t.names.join()} className="mt-4" title={`internal/server/health_test.go (${t.names.join(', ')})`} code={t.code} />
            ))}
          </section>

          <section id="troubleshooting" className="scroll-mt-20 render-when-seen">
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

          <section id="best-practices" className="scroll-mt-20 render-when-seen">
            <h2 className="text-2xl font-semibold tracking-tight">Best Practices</h2>
            <ul className="mt-3 ml-5 flex list-disc flex-col gap-2 text-muted-foreground">
              <li>Keep secrets in the environment: commit .env.example, never .env.</li>
              <li>Run gofmt, go vet and your tests in CI on every change; a generated project passes them from the first commit.</li>
              <li>Add routes in internal/server and business logic in packages of its own under internal/, with tests beside them.</li>
              <li>Upgrade dependencies on purpose: go get module@version, then go mod tidy, then the tests.</li>
              <li>Put the share link of your configuration in the repository&apos;s README so the team can regenerate and compare.</li>
            </ul>
            <p className="mt-6 text-sm text-muted-foreground">
              More: the <Link href="/api-reference" className="text-primary underline underline-offset-4">API Reference</Link> for the HTTP API, and the{' '}
              <Link href="/blog" className="text-primary underline underline-offset-4">Blog</Link>.
            </p>
          </section>
        </article>
      </div>
      <SiteFooter />
    </>
  );
}
