import Link from 'next/link';
import type { Metadata } from 'next';
import { ArrowRight, Boxes, FileSearch, GitBranch, Layers, Lock, ShieldCheck, Terminal } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { SiteFooter } from '@/components/site/site-footer';
import { CATEGORIES, FEATURES, FEATURE_BY_ID, FRAMEWORK_NAMES, countText, idsInCategory as inCategory, listText } from '@/lib/catalogue/features';
import { SiteOrigin } from '@/components/site/site-origin';
import { availableFeatureIds } from '@/lib/wizard/availability';
import { STEP_TITLES } from '@/lib/wizard/state';

export const metadata: Metadata = {
  title: 'Gostarter: Go backend generator',
  description: `Generate a Go backend on ${listText(FRAMEWORK_NAMES)} from ${FEATURES.length} features. No signup required.`,
};

// Prerendered at build time and served from cache: nothing here depends on the request. The home page's
// address with wizard state in its query is the generator (proxy.ts rewrites it to app/generator).
export default function HomePage() {
  const available = availableFeatureIds();
  return <Landing available={available ? new Set(available) : null} />;
}

const START = '/?step=stack';
// The links here do not prefetch (prefetch={false}): the generator's scripts, fetched and run while
// the home page was still loading on a phone, were most of its total blocking time. It is prerendered
// and opens at once on a click.

const frameworkCount = countText(FRAMEWORK_NAMES.length);

const HIGHLIGHTS = [
  {
    icon: Layers,
    title: `${frameworkCount[0].toUpperCase()}${frameworkCount.slice(1)} frameworks, one layout`,
    text: `${listText(FRAMEWORK_NAMES)} as the base, with cmd/ and internal/, config from the environment, graceful shutdown and a /health route.`,
  },
  {
    icon: ShieldCheck,
    title: 'Builds on the first try',
    text: 'Our test suite runs gofmt, go vet, go build, go test and go mod tidy on generated projects for every framework.',
  },
  {
    icon: Lock,
    title: 'Pinned, reproducible zips',
    text: 'go.mod and go.sum are complete and every version is pinned: the same choices give the same bytes.',
  },
  {
    icon: GitBranch,
    title: 'Conflicts caught early',
    text: 'Two databases, two ORMs, an ORM without a database: the wizard flags them live, and the server checks again.',
  },
  {
    icon: FileSearch,
    title: 'Look before you download',
    text: 'Explore the file tree and read any file, highlighted, before you download the zip.',
  },
  {
    icon: Terminal,
    title: 'Share it or script it',
    text: 'Every wizard state is a link. The same zip comes from one GET request, and the API is described in OpenAPI 3.1.',
  },
];

/**
 * The terminal example, on the address the visitor used (filled in the browser: the page is
 * prerendered). The query goes as curl -G -d parameters, one short line each, so the whole command
 * shows in the hero's column (one long URL was cut at "...&feat" at 1280 px).
 */
function Curl() {
  return (
    <>
      {`curl -G -o my-api.zip '`}
      <SiteOrigin />
      {`/api/v1/generate' \\
  -d framework=gin \\
  -d features=postgresql,gorm,docker \\
  -d projectName=my-api
unzip my-api.zip && cd my-api
go build ./... && go test ./...`}
    </>
  );
}

function names(ids: string[]): string {
  const n = ids.map((id) => FEATURE_BY_ID.get(id)?.name ?? id);
  return n.length <= 1 ? (n[0] ?? '') : `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`;
}

/** "X and Y today; Z coming soon", from what the generator really builds. */
function availability(ids: string[], available: ReadonlySet<string> | null): string {
  if (!available) return `${names(ids)}.`;
  const now = ids.filter((id) => available.has(id));
  const later = ids.filter((id) => !available.has(id));
  if (later.length === 0) return `${names(now)}, all available today.`;
  if (now.length === 0) return `${names(later)} are in the catalogue and marked Coming soon: the generator does not build them yet.`;
  return `Available today: ${names(now)}. Coming soon: ${names(later)} (shown in the wizard, not selectable yet).`;
}

function Landing({ available }: { available: ReadonlySet<string> | null }) {
  const availableCount = available ? FEATURES.filter((f) => available.has(f.id)).length : null;
  const faq = [
    {
      q: 'Which frameworks can I choose?',
      a: `${listText(FRAMEWORK_NAMES, 'and')}. You pick one as the base framework; every feature is written for each of them, and the project listens on PORT from its environment.`,
    },
    { q: 'Which databases are supported?', a: availability(inCategory('Database'), available) },
    {
      q: 'Do I get Docker and CI?',
      a: `${availability(inCategory('DevOps & Deployment'), available)} The Dockerfile is multi-stage with CGO disabled and a non-root final image.`,
    },
    { q: 'What about authentication?', a: availability(inCategory('Authentication & Security'), available) },
    { q: 'Are there AI integrations?', a: availability(inCategory('AI Integration'), available) },
    {
      q: 'Do I need an account?',
      a: 'No. Generating, validating and downloading work without signing up. An account only adds a history of your projects and statistics.',
    },
  ];

  return (
    <>
      <section className="border-b border-border bg-gradient-to-b from-muted/60 to-background">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-center">
          <div className="flex flex-col items-start gap-5">
            <Badge variant="secondary">No signup required</Badge>
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Generate a Go backend that works on the first try</h1>
            <p className="max-w-2xl text-lg text-muted-foreground">
              Pick {listText(FRAMEWORK_NAMES)}, choose from {FEATURES.length} features in {CATEGORIES.length} categories, name your project and download a zip
              that builds, vets, tests and boots, with every dependency pinned.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link href={START} prefetch={false} className={buttonVariants({ size: 'lg' })}>
                Start Generating
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
              <Link href="/documentation" prefetch={false} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                Read the docs
              </Link>
            </div>
            <p className="text-sm text-muted-foreground">Measured on a 2-core server: 7-14 ms to build a new selection&apos;s zip, p99 50-68 ms over HTTP under load.</p>
          </div>
          <div className="min-w-0 overflow-hidden rounded-lg border border-border bg-card shadow-sm">
            <div className="flex items-center gap-1.5 border-b border-border px-3 py-2" aria-hidden>
              <span className="h-2.5 w-2.5 rounded-full bg-red-400" />
              <span className="h-2.5 w-2.5 rounded-full bg-amber-400" />
              <span className="h-2.5 w-2.5 rounded-full bg-green-400" />
              <span className="ml-2 text-xs text-muted-foreground">terminal</span>
            </div>
            <pre className="whitespace-pre-wrap break-all p-4 font-mono text-xs leading-relaxed sm:text-sm" aria-label="Generate from a terminal" data-testid="home-terminal">
              <Curl />
            </pre>
          </div>
        </div>
      </section>

      <section aria-labelledby="highlights-title" className="render-when-seen mx-auto max-w-6xl px-4 py-14">
        <h2 id="highlights-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          What you get
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-lg border border-border bg-card p-5">
              <Icon className="h-6 w-6 text-primary" aria-hidden />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="catalogue-title" className="render-when-seen border-y border-border bg-muted/40">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="catalogue-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {FEATURES.length} features in {CATEGORIES.length} categories
          </h2>
          <p className="mt-2 max-w-2xl text-muted-foreground">
            {availableCount === null
              ? 'The whole catalogue, by category.'
              : availableCount === FEATURES.length
                ? 'Every one of them is generated, on each framework, and checked by the Go toolchain.'
                : `${availableCount} of them are generated today; the others are marked Coming soon in the wizard until they are.`}
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {CATEGORIES.map((c) => {
              const inCat = FEATURES.filter((f) => f.category === c);
              return (
                <li key={c} className="rounded-lg border border-border bg-card p-4">
                  <h3 className="flex items-center justify-between gap-2 font-medium">
                    {c}
                    <span className="text-xs font-normal text-muted-foreground">{inCat.length}</span>
                  </h3>
                  <ul className="mt-3 flex flex-wrap gap-1.5">
                    {inCat.map((f) => {
                      const soon = available !== null && !available.has(f.id);
                      return (
                        <li key={f.id}>
                          <Badge variant={soon ? 'none' : 'secondary'} weight="normal" className={soon ? 'border-border text-muted-foreground' : undefined}>
                            {f.name}
                            {soon && <span className="ml-1">(soon)</span>}
                          </Badge>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-title" className="render-when-seen mx-auto max-w-6xl px-4 py-14">
        <h2 id="how-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Three steps
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {[
            [STEP_TITLES.stack, `${listText(FRAMEWORK_NAMES)}. One framework per project.`],
            [STEP_TITLES.features, 'Databases, middleware, Docker, logging and more, with conflicts flagged as you pick.'],
            [STEP_TITLES.review, 'Name the project, explore its files, and download the zip or copy a share link.'],
          ].map(([title, text], i) => (
            <li key={title} className="flex gap-4 rounded-lg border border-border p-5">
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {i + 1}
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="faq-title" className="render-when-seen border-t border-border">
        <div className="mx-auto max-w-3xl px-4 py-14">
          <h2 id="faq-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Frequently asked questions
          </h2>
          <div className="mt-6 divide-y divide-border rounded-lg border border-border">
            {faq.map(({ q, a }) => (
              <details key={q} className="group px-4 py-3">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
                  {q}
                  <ArrowRight className="h-4 w-4 shrink-0 transition-transform group-open:rotate-90" aria-hidden />
                </summary>
                <p className="mt-2 text-sm text-muted-foreground">{a}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="render-when-seen bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-14 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="cta-title" className="text-2xl font-semibold tracking-tight">
              Your next Go service, ready to run
            </h2>
            <p className="mt-1 opacity-90">Three steps, no account, one zip.</p>
          </div>
          <Link href={START} prefetch={false} className={buttonVariants({ size: 'lg', variant: 'inverse' })}>
            <Boxes className="h-4 w-4" aria-hidden />
            Start Generating
          </Link>
        </div>
      </section>
      <SiteFooter />
    </>
  );
}
