'use client';

import { Link2, Terminal } from 'lucide-react';
import { notify } from '@/lib/client/notify';
import { Button, LABEL_FROM_SM, type ButtonProps } from '@/components/ui/button';
import { copyText, CopyButton } from '@/components/site/copy-button';
import { useOrigin } from '@/components/site/site-origin';
import { generateQuery, requestBody } from '@/lib/wizard/request';
import type { WizardSelection } from '@/lib/wizard/state';

interface CopyLinkButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  /** The wizard query of the link (see wizardQuery). */
  query: string;
  /** What the link opens, said when it was copied. */
  copied?: string;
  /** Icon only on phones (the label stays the accessible name): for tight toolbars. */
  compact?: boolean;
}

/** Copies a link that reopens the wizard with the same framework, features, name and step. */
export function CopyLinkButton({
  query,
  copied = 'Anyone with the link opens the generator with these choices.',
  compact = false,
  variant = 'outline',
  size,
  className,
}: CopyLinkButtonProps) {
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={className}
      onClick={async () => {
        const url = `${window.location.origin}/?${query}`;
        if (await copyText(url)) notify.success('Link copied', copied);
        else notify.error('Could not copy the link', url);
      }}
    >
      <Link2 className="h-4 w-4" aria-hidden />
      <span className={compact ? LABEL_FROM_SM : undefined}>Copy link</span>
    </Button>
  );
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/**
 * The same project from a terminal: GET /api/v1/generate answers the same zip as the wizard; with a
 * resource model (too long for a query) the command posts the wizard's body instead.
 */
export function CommandLine({ selection }: { selection: WizardSelection }) {
  const origin = useOrigin();
  const base = origin || 'http://localhost:3000';
  const body = requestBody(selection);
  const { projectName } = body;
  const command = body.resources
    ? `curl -o ${projectName}.zip -H 'Content-Type: application/json' -d ${shellQuote(JSON.stringify(body))} '${base}/api/v1/generate'`
    : `curl -o ${projectName}.zip '${base}/api/v1/generate?${generateQuery(selection)}'`;
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
