import { Badge } from '@/components/ui/badge';
import { FRAMEWORK_BY_ID, featureName } from '@/lib/catalogue/features';
import { cn } from '@/lib/utils';

/** Colours of frameworks outside the catalogue (a project may name one the catalogue no longer lists). */
const OTHER_FRAMEWORK_COLORS: Record<string, string> = {
  mux: '#db2777',
  httprouter: '#4f46e5',
  fasthttp: '#dc2626',
  gorilla: '#65a30d',
};
/** A framework's colour in charts and badges: the catalogue's, else one of the others, else grey. */
export const frameworkColor = (id: string) => FRAMEWORK_BY_ID.get(id)?.framework.color ?? OTHER_FRAMEWORK_COLORS[id] ?? '#64748b';

export function FrameworkBadge({ framework, className }: { framework: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn('gap-1.5', className)}>
      <span className="h-2 w-2 rounded-full" style={{ backgroundColor: frameworkColor(framework) }} aria-hidden />
      {featureName(framework)}
    </Badge>
  );
}

const STATUS_STYLE: Record<string, string> = {
  available: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  expired: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  deleted: 'border-transparent bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  error: 'border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

/** The file status as the server says it; unknown values are shown as they are. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="none" className={STATUS_STYLE[status] ?? 'border-border bg-transparent text-foreground'}>
      {status}
    </Badge>
  );
}
