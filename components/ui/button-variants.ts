// The classes of a button by variant and size, apart from the Button component, so that a plain
// <button> can take them where the component's class merging is not worth loading (with tailwind-merge
// and radix's Slot it was a 10 kB gzip chunk of the home page, for one copy button). Every size sets the
// text size, so a class added to these need not override one.
import { cva } from 'class-variance-authority';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:opacity-90',
        destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
        outline: 'border border-border bg-background hover:bg-muted',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-9 px-3 text-sm',
        xs: 'h-7 px-2 text-xs',
        lg: 'h-11 px-8 text-sm',
        icon: 'h-10 w-10 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);
