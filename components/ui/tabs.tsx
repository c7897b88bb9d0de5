'use client';

import * as React from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

// cn() only joins classes, so a className adds to these and never overrides one: what a caller changes
// is a variant ("none" leaves that part to the caller's className).

export const Tabs = TabsPrimitive.Root;

const tabsListVariants = cva('h-auto items-center gap-1 rounded-md bg-muted p-1 text-muted-foreground', {
  variants: {
    layout: {
      default: 'inline-flex flex-wrap',
      none: '',
    },
  },
  defaultVariants: { layout: 'default' },
});

export function TabsList({ className, layout, ...props }: React.ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsListVariants>) {
  return <TabsPrimitive.List className={cn(tabsListVariants({ layout }), className)} {...props} />;
}

const tabsTriggerVariants = cva(
  'inline-flex items-center whitespace-nowrap rounded-sm px-3 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
  {
    variants: {
      layout: {
        default: 'justify-center py-1.5',
        none: '',
      },
    },
    defaultVariants: { layout: 'default' },
  },
);

export function TabsTrigger({ className, layout, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger> & VariantProps<typeof tabsTriggerVariants>) {
  return <TabsPrimitive.Trigger className={cn(tabsTriggerVariants({ layout }), className)} {...props} />;
}

const tabsContentVariants = cva('focus-visible:outline-none', {
  variants: {
    spacing: {
      default: 'mt-4',
      none: '',
    },
  },
  defaultVariants: { spacing: 'default' },
});

export function TabsContent({ className, spacing, ...props }: React.ComponentProps<typeof TabsPrimitive.Content> & VariantProps<typeof tabsContentVariants>) {
  return <TabsPrimitive.Content className={cn(tabsContentVariants({ spacing }), className)} {...props} />;
}
