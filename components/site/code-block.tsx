import { cn } from '@/lib/utils';
import { SITE_ORIGIN_MARK } from '@/lib/site/origin-mark';
import { CopyButton } from './copy-button';
import { SiteOrigin } from './site-origin';

/** The code with the site's address (the browser's, once there) where a sample has SITE_ORIGIN_MARK. */
function WithOrigin({ code }: { code: string }) {
  const parts = code.split(SITE_ORIGIN_MARK);
  return parts.map((part, i) => (
    <span key={i}>
      {i > 0 && <SiteOrigin />}
      {part}
    </span>
  ));
}

/**
 * A code sample with a title and a copy button; what is copied is what is shown (the button reads the
 * <pre>), the site's address included.
 */
export function CodeBlock({ code, title, className }: { code: string; title?: string; className?: string }) {
  return (
    <figure className={cn('overflow-hidden rounded-lg border border-border bg-muted/60', className)}>
      <figcaption className="flex items-center justify-between gap-2 border-b border-border px-3 py-1.5 text-xs text-muted-foreground">
        <span className="truncate font-mono">{title ?? 'shell'}</span>
        <CopyButton label={`Copy ${title ?? 'code'}`} size="xs" />
      </figcaption>
      {/* Focusable: a long line scrolls sideways, and a keyboard must reach it too. */}
      <pre className="overflow-x-auto p-3 font-mono text-xs leading-relaxed sm:text-sm" tabIndex={0}>
        <code>{code.includes(SITE_ORIGIN_MARK) ? <WithOrigin code={code} /> : code}</code>
      </pre>
    </figure>
  );
}
