import Link from 'next/link';
import type { Metadata } from 'next';
import { FileJson } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CodeBlock } from '@/components/site/code-block';
import { SiteFooter } from '@/components/site/site-footer';
import { FieldTable, InlineCode, Operation } from '@/components/api-reference/operation';
import { FEATURES } from '@/lib/catalogue/features';
import { API_VERSION, openApiDocument, openApiRegistry } from '@/lib/openapi';
import { requestOrigin } from '@/lib/site/request-origin';
import { availableFeatureIds } from '@/lib/wizard/availability';

export const metadata: Metadata = {
  title: 'API Reference · Gostarter',
  description: 'The Gostarter HTTP API: generate, validate and preview Go projects, the feature catalogue, accounts. OpenAPI 3.1.',
};

export default async function ApiReferencePage() {
  const doc = openApiDocument();
  const routes = openApiRegistry().listRoutes();
  const base = await requestOrigin();
  const ids = availableFeatureIds();
  const comingSoon = ids ? FEATURES.filter((f) => !ids.includes(f.id)).length : null;

  return (
    <>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">API Reference</h1>
            <Badge>v{API_VERSION}</Badge>
          </div>
          <p className="max-w-3xl text-lg text-muted-foreground">
            <InlineCode text={doc.info.description} />
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <a href="/api/openapi.json" className="flex items-center gap-1.5 text-primary hover:underline">
              <FileJson className="h-4 w-4" aria-hidden /> OpenAPI 3.1 document
            </a>
            <a href="/llms.txt" className="text-primary hover:underline">
              llms.txt for coding agents
            </a>
            <Link href="/documentation" className="text-primary hover:underline">
              Documentation
            </Link>
          </div>
        </header>

        <Tabs defaultValue={doc.tags[0]?.name}>
          <TabsList aria-label="API sections">
            {doc.tags.map((t) => (
              <TabsTrigger key={t.name} value={t.name}>
                {t.name}
              </TabsTrigger>
            ))}
            <TabsTrigger value="schemas">Schemas</TabsTrigger>
          </TabsList>
          {doc.tags.map((t) => (
            <TabsContent key={t.name} value={t.name} className="flex flex-col gap-5">
              <p className="text-muted-foreground">{t.description}</p>
              {routes
                .filter((r) => r.tags.includes(t.name))
                .map((r) => (
                  <Operation key={`${r.method} ${r.path}`} doc={doc} route={r} origin={base} />
                ))}
            </TabsContent>
          ))}
          <TabsContent value="schemas" className="flex flex-col gap-4">
            <p className="text-muted-foreground">The components of the OpenAPI document, generated from the zod schemas the handlers use.</p>
            {Object.entries(doc.components.schemas).map(([name, schema]) => (
              <details key={name} id={`schema-${name}`} className="rounded-lg border border-border bg-card">
                <summary className="cursor-pointer px-4 py-3 font-mono text-sm font-semibold">{name}</summary>
                <div className="flex flex-col gap-3 border-t border-border p-4">
                  <FieldTable caption={`Fields of ${name}`} schema={schema} />
                  <CodeBlock title={`${name}.json`} code={JSON.stringify(schema, null, 2)} />
                </div>
              </details>
            ))}
          </TabsContent>
        </Tabs>

        <section aria-labelledby="roadmap-title" className="flex flex-col gap-4">
          <h2 id="roadmap-title" className="text-2xl font-semibold tracking-tight">
            Roadmap
          </h2>
          <ol className="grid gap-3 md:grid-cols-3">
            <li className="rounded-lg border border-border p-4">
              <p className="text-sm font-semibold text-primary">Phase 1</p>
              <p className="mt-1 font-medium">Generation API</p>
              <p className="mt-1 text-sm text-muted-foreground">Catalogue, validation, preview and zips by POST or GET. Documented above.</p>
            </li>
            <li className="rounded-lg border border-border p-4">
              <p className="text-sm font-semibold text-primary">Phase 2</p>
              <p className="mt-1 font-medium">Accounts and history</p>
              <p className="mt-1 text-sm text-muted-foreground">
                Sign-in with a one-time code, then a history of generated projects and statistics per user.
              </p>
            </li>
            <li className="rounded-lg border border-border p-4">
              <p className="text-sm font-semibold text-primary">Phase 3</p>
              <p className="mt-1 font-medium">The whole catalogue</p>
              <p className="mt-1 text-sm text-muted-foreground">
                {comingSoon !== null && comingSoon > 0
                  ? `${comingSoon} catalogue features are still marked Coming soon; each becomes available in GET /features when the generator builds it.`
                  : 'Every catalogue feature is generated.'}
              </p>
            </li>
          </ol>
        </section>
      </div>
      <SiteFooter />
    </>
  );
}
