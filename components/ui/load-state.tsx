'use client';

// The loading and error states of every screen that loads data (spec: 'Loading and error states carry
// a Retry button'). A load that takes longer than a moment offers Retry too: it starts the load again
// at once instead of waiting out the retries' back-off.
import * as React from 'react';
import { Loader2, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/client/api';

/** After this long a load shows its Retry button. */
const SLOW_LOAD_MS = 3000;

export function Loading({ label = 'Loading...', onRetry }: { label?: string; onRetry?: () => void }) {
  const [slow, setSlow] = React.useState(false);
  React.useEffect(() => {
    if (!onRetry) return;
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, [onRetry]);
  return (
    <div className="flex flex-wrap items-center justify-center gap-2 py-10 text-sm text-muted-foreground" role="status" aria-live="polite">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> {label}
      {slow && onRetry ? (
        <Button variant="link" size="inline" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </div>
  );
}

/** A load that failed: the title, the server's message and Retry. */
export function LoadError({ error, onRetry, title }: { error: ApiError | null; onRetry: () => void; title: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-sm">
      <TriangleAlert className="h-6 w-6 text-destructive" aria-hidden />
      <p className="font-medium">{title}</p>
      {error ? <p className="max-w-md text-muted-foreground">{error.message}</p> : null}
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden /> Retry
      </Button>
    </div>
  );
}
