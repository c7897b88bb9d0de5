import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

// cn() only joins classes, so a className adds to these and never overrides one: what a caller changes
// is a variant ("none" leaves that part to the caller's className).

export function Card({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-lg border border-border bg-card shadow-sm', className)} {...props} />;
}

const cardHeaderVariants = cva('flex p-6', {
  variants: {
    layout: {
      column: 'flex-col gap-1.5',
      // The title on the left, an action or a figure on the right.
      row: 'flex-row items-center justify-between gap-2',
      none: '',
    },
  },
  defaultVariants: { layout: 'column' },
});

export function CardHeader({ className, layout, ...props }: React.HTMLAttributes<HTMLDivElement> & VariantProps<typeof cardHeaderVariants>) {
  return <div className={cn(cardHeaderVariants({ layout }), className)} {...props} />;
}

const cardTitleVariants = cva('font-semibold tracking-tight', {
  variants: {
    size: {
      default: 'text-lg leading-none',
      sm: 'text-base',
    },
  },
  defaultVariants: { size: 'default' },
});

/** A card's heading: h3 by default; `as="h2"` where the card sits right under the page's h1 (no skipped level). */
export function CardTitle({
  className,
  size,
  as: Heading = 'h3',
  ...props
}: React.HTMLAttributes<HTMLHeadingElement> & VariantProps<typeof cardTitleVariants> & { as?: 'h2' | 'h3' }) {
  return <Heading className={cn(cardTitleVariants({ size }), className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

const cardContentVariants = cva('', {
  variants: {
    padding: {
      default: 'p-6 pt-0',
      none: '',
    },
  },
  defaultVariants: { padding: 'default' },
});

export function CardContent({ className, padding, ...props }: React.HTMLAttributes<HTMLDivElement> & VariantProps<typeof cardContentVariants>) {
  return <div className={cn(cardContentVariants({ padding }), className)} {...props} />;
}
