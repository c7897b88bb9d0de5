import * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

// cn() only joins classes, so a className adds to these and never overrides one: a caller changes the
// height and text size by `size` ("none" leaves them to its className).
const inputVariants = cva(
  'flex w-full rounded-md border border-border bg-background px-3 py-2 placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive',
  {
    variants: {
      size: {
        default: 'h-10 text-sm',
        sm: 'h-9 text-sm',
        none: '',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export function Input({ className, type = 'text', size, ...props }: Omit<React.ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>) {
  return <input type={type} className={cn(inputVariants({ size }), className)} {...props} />;
}
