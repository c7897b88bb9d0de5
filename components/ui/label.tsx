'use client';

import * as React from 'react';
import * as LabelPrimitive from '@radix-ui/react-label';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

// cn() only joins classes, so a className adds to these and never overrides one: a caller changes the
// text size and line height by `size` ("none" leaves them to its className).
const labelVariants = cva('font-medium peer-disabled:cursor-not-allowed peer-disabled:opacity-70', {
  variants: {
    size: {
      default: 'text-sm leading-none',
      none: '',
    },
  },
  defaultVariants: { size: 'default' },
});

export function Label({ className, size, ...props }: React.ComponentProps<typeof LabelPrimitive.Root> & VariantProps<typeof labelVariants>) {
  return <LabelPrimitive.Root className={cn(labelVariants({ size }), className)} {...props} />;
}
