import { cn } from '@/lib/utils';
import { CopyButton } from './copy-button';

/** A code sample with a title and a copy button. */
export function CodeBlock({ code, title, className }: { code: string; title?: string; className?: string }) {
  return (
    <figure className={cn('overflow-hidden rounded-lg border border-border bg-muted/60', className)}>
      <figcaption className="flex items-center justify-between gap-2 border-b border-border px-3 py-1.5 text-xs text-muted-foreground">
        <span className="truncate font-mono">{title ?? 'shell'}</span>
        <CopyButton text={code} label={`Copy ${title ?? 'code'}`} size="xs" />
      </figcaption>
      <pre className="overflow-x-auto p-3 font-mono text-xs leading-relaxed sm:text-sm">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
