// The catalogue: every feature the product offers (spec section 3), as data, and the one source of
// their names and descriptions (the wizard, the site, the API and the generated README all read them here).
// The Go implementation of a feature lives in go-templates/features/<id>/, that of a base framework in
// go-templates/frameworks/<id>/; an id listed here without such a folder is refused by validation as
// "not available yet". Adding a base framework means adding its id to FRAMEWORK_IDS
// (lib/catalogue/framework-ids.ts), one fw(...) entry below and its adapter.
import { FRAMEWORK_IDS, isFramework, type Framework } from './framework-ids';

export { isFramework, type Framework };

export const CATEGORIES = [
  'Database',
  'Authentication & Security',
  'Web Framework',
  'Documentation',
  'DevOps & Deployment',
  'Configuration',
  'Monitoring & Logging',
  'Communication',
  'AI Integration',
  'Messaging & Jobs',
  'Storage',
  'Frontend',
  'Project Setup',
] as const;
type Category = (typeof CATEGORIES)[number];

export interface FeatureInfo {
  id: string;
  name: string;
  description: string;
  category: Category;
  recommended: boolean;
}

const f = (id: string, name: string, category: Category, description: string, recommended = false): FeatureInfo => ({
  id,
  name,
  description,
  category,
  recommended,
});

/** What the site says about a base framework, beside its catalogue entry. */
export interface FrameworkFacts {
  /** The card of the wizard's first step (spec section 3, 'Framework option'). */
  card: { description: string; details: string; bestFor: readonly string[]; popular: boolean };
  /** Its strength in a few words: the suggestions when two frameworks are chosen name it. */
  tagline: string;
  /** The Go module the generated go.mod requires; for the standard library, its package (nothing to require). */
  module: string;
  /** The port the framework's own examples use (generated projects read PORT). */
  examplePort: number;
  /** The HTTP server underneath: it decides how handler tests are written. */
  builtOn: 'net/http' | 'fasthttp';
  /** The signature of a handler. */
  handler: string;
  /** Adding a route, as the documentation's framework guide shows it. */
  routeExample: { title: string; code: string };
  /** Charts and badges. */
  color: string;
}

export interface FrameworkInfo extends FeatureInfo {
  id: Framework;
  framework: FrameworkFacts;
}

const fw = (id: Framework, name: string, description: string, framework: FrameworkFacts) => ({
  id,
  name,
  description,
  category: 'Web Framework' as const,
  recommended: false,
  framework,
});

const FRAMEWORK_ENTRIES = [
  fw('gin', 'Gin', 'Fast, minimalist HTTP framework with a large ecosystem.', {
    card: {
      description: 'Fast, minimalist HTTP framework with the largest ecosystem in Go.',
      details: 'A martini-like API on a radix-tree router, with middleware, JSON binding and validation built in.',
      bestFor: ['REST APIs', 'Microservices', 'First Go service'],
      popular: false,
    },
    tagline: 'fast and minimalist',
    module: 'github.com/gin-gonic/gin',
    examplePort: 8080,
    builtOn: 'net/http',
    handler: 'func(*gin.Context)',
    routeExample: {
      title: 'internal/server/server.go, in routes() (gin)',
      code: `s.engine.GET("/ping", func(c *gin.Context) {
	s.writeJSON(c, http.StatusOK, gin.H{"message": "pong"})
})`,
    },
    color: '#0891b2',
  }),
  fw('echo', 'Echo', 'Feature-rich, extensible HTTP framework.', {
    card: {
      description: 'Feature-rich, extensible framework with a clean, typed API.',
      details: 'Optimized router, centralized error handling, data binding and a broad set of built-in middleware.',
      bestFor: ['Enterprise APIs', 'Middleware-heavy apps', 'Clean error handling'],
      popular: false,
    },
    tagline: 'feature-rich and extensible',
    module: 'github.com/labstack/echo',
    examplePort: 1323,
    builtOn: 'net/http',
    handler: 'func(*echo.Context) error',
    routeExample: {
      title: 'internal/server/server.go, in routes() (echo v5)',
      code: `s.echo.GET("/ping", func(c *echo.Context) error {
	return c.JSON(http.StatusOK, map[string]string{"message": "pong"})
})`,
    },
    color: '#7c3aed',
  }),
  fw('fiber', 'Fiber', 'Express-inspired, high-performance framework on fasthttp.', {
    card: {
      description: 'Express-inspired, high-performance framework built on fasthttp.',
      details: 'Low-allocation routing and an Express-like API, for services that need very high throughput.',
      bestFor: ['High throughput', 'Real-time apps', 'Developers from Node.js'],
      popular: true,
    },
    tagline: 'Express-inspired, high performance',
    module: 'github.com/gofiber/fiber',
    examplePort: 3000,
    builtOn: 'fasthttp',
    handler: 'func(fiber.Ctx) error',
    routeExample: {
      title: 'internal/server/server.go, in routes() (fiber v3)',
      code: `s.app.Get("/ping", func(c fiber.Ctx) error {
	return c.JSON(fiber.Map{"message": "pong"})
})`,
    },
    color: '#d97706',
  }),
  fw('chi', 'Chi', 'Lightweight, idiomatic router for net/http with composable middleware.', {
    card: {
      description: 'Lightweight, idiomatic router that stays 100% compatible with net/http.',
      details: 'Route groups, sub-routers and a middleware stack of plain http.Handler wrappers, with no dependencies beyond the standard library.',
      bestFor: ['Idiomatic Go', 'Modular REST APIs', 'net/http middleware'],
      popular: false,
    },
    tagline: 'idiomatic and net/http compatible',
    module: 'github.com/go-chi/chi/v5',
    examplePort: 3333,
    builtOn: 'net/http',
    handler: 'http.HandlerFunc',
    routeExample: {
      title: 'internal/server/server.go, in routes() (chi v5)',
      code: `s.router.Get("/ping", func(w http.ResponseWriter, r *http.Request) {
	s.writeJSON(w, r, http.StatusOK, map[string]string{"message": "pong"})
})`,
    },
    color: '#059669',
  }),
  fw('stdlib', 'net/http', "The standard library's ServeMux: method and wildcard patterns, no router dependency.", {
    card: {
      description: "The standard library alone: ServeMux routes by method and path pattern since Go 1.22.",
      details: 'Patterns like "GET /api/v1/notes/{id}" and r.PathValue, middleware as http.Handler wrappers, and no third-party router to upgrade.',
      bestFor: ['Zero dependencies', 'Long-lived services', 'Learning Go'],
      popular: false,
    },
    tagline: 'the standard library, no router dependency',
    module: 'net/http',
    examplePort: 8080,
    builtOn: 'net/http',
    handler: 'http.HandlerFunc',
    routeExample: {
      title: 'internal/server/server.go, in routes() (net/http)',
      code: `s.handle("GET /ping", func(w http.ResponseWriter, r *http.Request) {
	s.writeJSON(w, r, http.StatusOK, map[string]string{"message": "pong"})
})`,
    },
    color: '#2563eb',
  }),
];

if (FRAMEWORK_ENTRIES.map((x) => x.id).join() !== FRAMEWORK_IDS.join()) {
  throw new Error(`The catalogue's frameworks (${FRAMEWORK_ENTRIES.map((x) => x.id).join(', ')}) are not FRAMEWORK_IDS (${FRAMEWORK_IDS.join(', ')})`);
}

/** The base frameworks, in catalogue order. */
export const FRAMEWORK_INFOS: readonly FrameworkInfo[] = FRAMEWORK_ENTRIES;
export const FRAMEWORKS: readonly Framework[] = FRAMEWORK_IDS;
/** Their names, for running text ("Gin, Echo, ..."): the ids are for URLs and the API. */
export const FRAMEWORK_NAMES: readonly string[] = FRAMEWORK_INFOS.map((x) => x.name);
export const FRAMEWORK_BY_ID: ReadonlyMap<string, FrameworkInfo> = new Map(FRAMEWORK_INFOS.map((x) => [x.id, x]));

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A count in running text: "three", or the digits past ten. */
export function countText(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** "a, b or c" (or "a, b and c"): lists in running text. */
export function listText(items: readonly string[], last: 'or' | 'and' = 'or'): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

export const FEATURES: readonly FeatureInfo[] = [
  f('postgresql', 'PostgreSQL', 'Database', 'PostgreSQL connection pool (pgx) configured from DATABASE_URL, checked at start and by /health.', true),
  f('mysql', 'MySQL', 'Database', 'MySQL / MariaDB connection pool configured from the environment.'),
  f('mongodb', 'MongoDB', 'Database', 'MongoDB client using the official Go driver.'),
  f('redis', 'Redis', 'Database', 'Redis client (go-redis) for caching and rate limits.'),
  f('sqlite', 'SQLite', 'Database', 'SQLite through a pure-Go driver, so CGO stays off.'),
  f('gorm', 'GORM', 'Database', 'GORM ORM on the chosen SQL database, with an example model.', true),
  f('sqlc', 'sqlc', 'Database', 'Type-safe queries generated by sqlc, generated code included.'),
  f('migrations', 'Migrations', 'Database', 'Versioned SQL migrations embedded in the binary and applied by a command.'),
  f('db', 'Database Layer', 'Database', 'Repository layer with connection pooling and health checks for an example resource.'),
  f('auth', 'Authentication', 'Authentication & Security', 'Register and login handlers with hashed passwords.'),
  f('jwt-auth', 'JWT Auth', 'Authentication & Security', 'JWT issuing and verification with a middleware protecting a route group.', true),
  f('oauth2', 'OAuth2', 'Authentication & Security', 'OAuth2 provider login flow configured from the environment.'),
  f('middleware', 'Middleware', 'Authentication & Security', 'Request ID, recovery, CORS, security headers, request logging and rate limiting.', true),
  // The framework facts stay out of the plain entries (GET /features lists these as they are).
  ...FRAMEWORK_INFOS.map((x) => f(x.id, x.name, x.category, x.description, x.recommended)),
  f('router', 'Router', 'Web Framework', 'Versioned route groups and an example resource with CRUD handlers and tests.'),
  f('swagger', 'Swagger', 'Documentation', 'OpenAPI annotations, the generated spec and the Swagger UI.', true),
  f('postman', 'Postman Collection', 'Documentation', 'A Postman v2.1 collection of the generated routes.'),
  f('readme', 'README', 'Documentation', 'A README describing what was chosen and how to run, configure, test and deploy.', true),
  f('docker', 'Docker', 'DevOps & Deployment', 'Multi-stage Dockerfile: static binary, non-root, small final image.', true),
  f('docker-compose', 'Docker Compose', 'DevOps & Deployment', 'Compose file with the app and a service with a healthcheck for each database, broker and store.'),
  f('github-actions', 'GitHub Actions', 'DevOps & Deployment', 'CI workflow that builds, vets, tests and lints.'),
  f('makefile', 'Makefile', 'DevOps & Deployment', 'Make targets to run, build, test, lint and tidy.'),
  f('kubernetes', 'Kubernetes', 'DevOps & Deployment', 'Deployment, Service and ConfigMap with /health probes and resource limits, as a kustomize base.'),
  f('goreleaser', 'GoReleaser', 'DevOps & Deployment', 'Release configuration building static binaries for Linux, macOS and Windows, with checksums.'),
  f('config', 'Configuration', 'Configuration', 'Typed, validated configuration with defaults, read from the environment.', true),
  f('env', 'Environment File', 'Configuration', '.env.example listing every variable the project reads.'),
  f('logger', 'Structured Logging', 'Monitoring & Logging', 'Structured logging (slog) with level and format from the environment.', true),
  f('prometheus', 'Prometheus', 'Monitoring & Logging', '/metrics endpoint with HTTP request metrics.'),
  f('opentelemetry', 'OpenTelemetry', 'Monitoring & Logging', 'Traces and metrics for every request, exported over OTLP from the OTEL_* variables; trace IDs on every log line.'),
  f('grpc', 'gRPC', 'Communication', 'A gRPC server beside HTTP, with the health service.'),
  f('websocket', 'WebSocket', 'Communication', 'A WebSocket endpoint with a working, tested example.'),
  f('proto', 'Protocol Buffers', 'Communication', '.proto files with their generated Go code included.'),
  f('graphql', 'GraphQL', 'Communication', 'A gqlgen schema with its generated code and /graphql with a playground.'),
  f('smtp', 'SMTP Mail', 'Communication', 'A mailer (go-mail) configured from SMTP_* variables, with text and HTML templates.'),
  f('openai', 'OpenAI', 'AI Integration', 'OpenAI client configured from the environment and an endpoint using it.'),
  f('openrouter', 'OpenRouter', 'AI Integration', 'OpenRouter client configured from the environment and an endpoint using it.'),
  f('claude', 'Claude', 'AI Integration', 'Anthropic client configured from the environment and an endpoint using it.'),
  f('nats', 'NATS', 'Messaging & Jobs', 'NATS client with JetStream: a stream, a publisher and a durable consumer.'),
  f('rabbitmq', 'RabbitMQ', 'Messaging & Jobs', 'RabbitMQ connection that reconnects, a publisher with confirms and a consumer with manual acks.'),
  f('mqtt', 'MQTT', 'Messaging & Jobs', 'MQTT client (Eclipse Paho) with reconnect, a publish and a subscription.'),
  f('kafka', 'Kafka', 'Messaging & Jobs', 'Kafka producer and consumer group (franz-go).'),
  f('asynq', 'Background Jobs', 'Messaging & Jobs', 'Redis-backed background jobs (asynq): enqueue from a route, a worker stopped gracefully.'),
  f('cron', 'Scheduled Jobs', 'Messaging & Jobs', 'Scheduled jobs with graceful stop and overlap protection.'),
  f('s3', 'S3 Storage', 'Storage', 'S3-compatible object storage client with upload and download routes.'),
  f('badger', 'Badger', 'Storage', "Embedded key-value store (Badger) in a data directory: the database of the API's resource, closed on shutdown."),
  f('htmx', 'htmx + templ', 'Frontend', 'Server-rendered pages with templ and htmx, embedded in the binary.'),
  f('gitignore', '.gitignore', 'Project Setup', 'A .gitignore suited to Go projects and the chosen tools.'),
  f('generator', 'Code Generation', 'Project Setup', 'go generate wiring and a Makefile target for the code generators in use.'),
  f('air', 'Live Reload', 'Project Setup', 'Live reload with air: .air.toml and make dev.'),
];

export const FEATURE_BY_ID: ReadonlyMap<string, FeatureInfo> = new Map(FEATURES.map((x) => [x.id, x]));

const CATALOGUE_ORDER = new Map(FEATURES.map((f, i) => [f.id, i]));
/** Sorts feature ids as the catalogue lists them (ids outside it first, by name): one order for every list a person or a file reads. */
export const byCatalogueOrder = (a: string, b: string): number =>
  (CATALOGUE_ORDER.get(a) ?? -1) - (CATALOGUE_ORDER.get(b) ?? -1) || (a < b ? -1 : a > b ? 1 : 0);

/** The ids of a category, in catalogue order. */
export function idsInCategory(category: Category): string[] {
  return FEATURES.filter((x) => x.category === category).map((x) => x.id);
}

/** The name people read for an id (a framework's or a feature's): net/http, not stdlib; an unknown id as it is. */
export function featureName(id: string): string {
  return FEATURE_BY_ID.get(id)?.name ?? id;
}

/**
 * The features a project gets, as every screen counts them: the catalogue entries of its adjusted
 * features (what validation added included), the base framework left out. The review and the complete
 * screen both count with this, so "10 features" on one is "10 features" on the other.
 */
export function projectFeatures(adjusted: readonly string[]): string[] {
  return adjusted.filter((id) => FEATURE_BY_ID.has(id) && !isFramework(id));
}

/** "1 feature", "10 features". */
export function featuresText(n: number): string {
  return `${n} feature${n === 1 ? '' : 's'}`;
}
