'use client';

import { useSyncExternalStore } from 'react';
import { Link2, Terminal } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { copyText, CopyButton } from '@/components/site/copy-button';

const subscribe = () => () => {};
/** The page's origin in the browser, '' while rendering on the server. */
function useOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => '',
  );
}

/** Copies a link that reopens the wizard with the same framework, features, name and step. */
export function CopyLinkButton({ query }: { query: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      onClick={async () => {
        const url = `${window.location.origin}/?${query}`;
        if (await copyText(url)) toast.success('Link copied', { description: 'Anyone with the link opens the generator with these choices.' });
        else toast.error('Could not copy the link', { description: url });
      }}
    >
      <Link2 className="h-4 w-4" aria-hidden />
      Copy link
    </Button>
  );
}

/** The same project from a terminal: GET /api/v1/generate answers the same zip as the wizard. */
export function CommandLine({ generateQuery, projectName }: { generateQuery: string; projectName: string }) {
  const origin = useOrigin();
  const command = `curl -o ${projectName}.zip '${origin || 'http://localhost:3000'}/api/v1/generate?${generateQuery}'`;
  return (
    <details className="group rounded-lg border border-border bg-card">
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-sm font-medium">
        <Terminal className="h-4 w-4" aria-hidden />
        Generate the same project from a terminal
      </summary>
      <div className="flex items-start gap-2 border-t border-border p-3">
        <pre className="min-w-0 flex-1 overflow-x-auto font-mono text-xs leading-relaxed" data-testid="curl-command">
          {command}
        </pre>
        <CopyButton text={command} label="Copy command" />
      </div>
    </details>
  );
}
