import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

// cn() only joins classes, so a className adds to these and never overrides one: what a caller changes
// is a variant (variant="none" leaves the colours to the caller's className).
const badgeVariants = cva('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs', {
  variants: {
    variant: {
      default: 'border-transparent bg-primary text-primary-foreground',
      secondary: 'border-transparent bg-muted text-foreground',
      outline: 'border-border text-foreground',
      destructive: 'border-transparent bg-destructive text-destructive-foreground',
      none: '',
    },
    weight: {
      semibold: 'font-semibold',
      normal: 'font-normal',
    },
  },
  defaultVariants: { variant: 'default', weight: 'semibold' },
});

export function Badge({ className, variant, weight, ...props }: React.HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, weight }), className)} {...props} />;
}
