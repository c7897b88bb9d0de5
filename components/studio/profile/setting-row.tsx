import * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

interface SettingRowProps {
  icon: LucideIcon;
  /** The row's title; pass a <Label> to name a control with it. */
  title: React.ReactNode;
  description: React.ReactNode;
  descriptionId?: string;
  /** The control on the right (a button, a switch). */
  action?: React.ReactNode;
  /** Keep the control beside the text on narrow screens too (a small control such as a switch). */
  actionInline?: boolean;
  /** Content under the row, full width (a list). */
  children?: React.ReactNode;
  className?: string;
}

/** One row of the settings card: icon, title and text, its control on the right, optional content below. */
export function SettingRow({ icon: Icon, title, description, descriptionId, action, actionInline, children, className }: SettingRowProps) {
  return (
    <section className={cn('flex flex-col gap-4 py-5 first:pt-0 last:pb-0', className)}>
      <div className={cn('flex items-start gap-3', actionInline ? 'flex-nowrap' : 'flex-wrap sm:flex-nowrap')}>
        <Icon className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1 basis-48">
          <div className="font-medium leading-6">{title}</div>
          <div id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </div>
        </div>
        {action ? <div className={cn('flex shrink-0 items-center gap-2', !actionInline && 'ml-8 sm:ml-0')}>{action}</div> : null}
      </div>
      {children ? <div className="sm:pl-8">{children}</div> : null}
    </section>
  );
}
