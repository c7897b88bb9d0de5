'use client';

import { CheckCircle2, Download, FolderTree, RotateCcw } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CodeBlock } from '@/components/site/code-block';
import { projectCommands } from '@/lib/catalogue/commands';
import { FEATURE_BY_ID, featuresText, projectFeatures } from '@/lib/catalogue/features';
import { FRAMEWORK_OPTION_BY_ID } from '@/lib/wizard/frameworks';
import { STEP_TITLES } from '@/lib/wizard/state';
import type { Framework } from '@/lib/catalogue/features';
import { useEffect, useState, type ReactNode } from 'react';
import { regenerateLine } from '@/lib/client/regenerate-line';
import { SITE_ORIGIN_MARK } from '@/lib/site/origin-mark';
import { FeedbackForm } from './feedback-form';

interface CompleteScreenProps {
  projectName: string;
  framework: Framework;
  /** The validated feature list (ids outside the catalogue are left out here). */
  adjusted: string[];
  /** The names of the resources described on the data step; empty: the notes example. */
  resources: string[];
  /** The project's zip: its gostarter.json's `regenerate` line is the command shown. */
  zip: Blob | null;
  zipSize: string | null;
  /** Saves the zip of the run again (no server call). */
  onDownload: () => void;
  onExplore: () => void;
  onAnother: () => void;
  share: ReactNode;
}

export function CompleteScreen({ projectName, framework, adjusted: validated, resources, zip, zipSize, onDownload, onExplore, onAnother, share }: CompleteScreenProps) {
  const regenerate = useRegenerateLine(zip, projectName);
  const fw = FRAMEWORK_OPTION_BY_ID.get(framework);
  const adjusted = validated.filter((id) => FEATURE_BY_ID.has(id));
  const extras = projectFeatures(adjusted);
  return (
    <section aria-labelledby="wizard-complete-title" className="flex flex-col items-center gap-5 py-4 text-center">
      <CheckCircle2 className="h-14 w-14 text-primary" aria-hidden />
      <div>
        <h2 id="wizard-complete-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Your Project is Ready!
        </h2>
        <p className="mt-2 text-muted-foreground">
          <span className="font-mono text-foreground">{projectName}.zip</span>
          {zipSize && <> ({zipSize})</>}: {fw?.name ?? framework} with <span data-testid="complete-feature-total">{featuresText(extras.length)}</span>. The download started automatically.
        </p>
      </div>
      <p className="text-sm text-muted-foreground" data-testid="complete-data">
        {STEP_TITLES.data}:{' '}
        <span className="font-mono text-foreground">{resources.length > 0 ? resources.join(', ') : 'the notes example'}</span>
      </p>
      <div className="flex max-w-2xl flex-wrap justify-center gap-1.5">
        {extras.map((id) => (
          <Badge key={id} variant="secondary">
            {FEATURE_BY_ID.get(id)?.name ?? id}
          </Badge>
        ))}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onDownload}>
          <Download className="h-4 w-4" aria-hidden />
          Download
        </Button>
        <Button variant="outline" onClick={onExplore}>
          <FolderTree className="h-4 w-4" aria-hidden />
          Explore files
        </Button>
        {share}
        <Button variant="outline" onClick={onAnother}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          Generate Another
        </Button>
      </div>
      <div className="w-full max-w-xl rounded-lg border border-border bg-muted/60 p-4 text-left text-sm">
        <p className="mb-2 font-medium">Next steps</p>
        <pre className="overflow-x-auto font-mono text-xs leading-relaxed">{`unzip ${projectName}.zip && cd ${projectName}
cp .env.example .env
go build ./... && go test ./...`}</pre>
        <p className="mt-2 text-xs text-muted-foreground">
          To grow it later with the command line, run <code>gostarter adopt</code> once in that folder.
        </p>
      </div>
      <div className="w-full max-w-xl text-left text-sm" data-testid="complete-cli">
        <p className="mb-2 font-medium">
          Or with the{' '}
          <a className="underline underline-offset-4" href="/documentation#command-line">
            command line
          </a>
          , in an empty folder: the same project, then grown and upgraded with git
        </p>
        {regenerate ? (
          <CodeBlock title="gostarter" code={projectCommands({ site: SITE_ORIGIN_MARK, regenerate, projectName, adjusted })} />
        ) : (
          <p className="text-muted-foreground" role="status">
            {regenerate === null ? 'Reading the project’s commands…' : 'This zip has no gostarter.json to read its commands from.'}
          </p>
        )}
      </div>
      <FeedbackForm projectName={projectName} framework={framework} features={extras} />
    </section>
  );
}

/** gostarter.json's `regenerate` line in the zip: null while it is read, '' when the zip has none. */
function useRegenerateLine(zip: Blob | null, projectName: string): string | null {
  const [line, setLine] = useState<{ zip: Blob; text: string } | null>(null);
  useEffect(() => {
    if (!zip) return;
    let alive = true;
    regenerateLine(zip, projectName).then(
      (text) => alive && setLine({ zip, text: text ?? '' }),
      () => alive && setLine({ zip, text: '' }),
    );
    return () => {
      alive = false;
    };
  }, [zip, projectName]);
  return line && line.zip === zip ? line.text : zip ? null : '';
}
