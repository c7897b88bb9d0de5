import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { CATEGORIES, FEATURES, FRAMEWORKS } from '@/lib/catalogue/features';

const CURL = `curl -X POST http://localhost:3000/api/v1/generate \\
  -H 'Content-Type: application/json' \\
  -d '{"projectName":"my-api","framework":"gin","features":["postgresql","gorm","docker"]}' \\
  -o my-api.zip`;

export default function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <section className="flex flex-col items-start gap-4">
        <Badge variant="secondary">No signup required</Badge>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Generate a Go backend that works on the first try</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Pick {FRAMEWORKS.join(', ')}, choose from {FEATURES.length} features in {CATEGORIES.length} categories, name your project and
          download a zip that builds, vets, tests and boots, with every dependency pinned.
        </p>
      </section>
      <section className="mt-12 grid gap-4 sm:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Generate from the command line</CardTitle>
            <CardDescription>The HTTP API answers a zip; guests are welcome.</CardDescription>
          </CardHeader>
          <CardContent>
            <pre className="overflow-x-auto rounded-md bg-muted p-3 font-mono text-xs">{CURL}</pre>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>What you can choose</CardTitle>
            <CardDescription>The whole catalogue, by category.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-2 text-sm">
            {CATEGORIES.map((c) => (
              <div key={c}>
                <span className="font-medium">{c}:</span>{' '}
                <span className="text-muted-foreground">
                  {FEATURES.filter((f) => f.category === c)
                    .map((f) => f.name)
                    .join(', ')}
                </span>
              </div>
            ))}
          </CardContent>
        </Card>
      </section>
    </div>
  );
}
