// The classes of a button by variant and size, apart from the Button component, so that a link that looks
// like a button (<Link className={buttonVariants()}>) and a plain <button> can take them. cn() only joins
// classes, so a className adds to these and never overrides one: what a caller changes is a variant.
// Every size sets the text size.
import { cva } from 'class-variance-authority';

export const buttonVariants = cva(
  'inline-flex items-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
        outline: 'border border-border bg-background hover:bg-muted',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
        // An outline on a primary-coloured band; hovered, the default button's darker shade (white at 10% over
        // the band took its text to 4.42:1, under AA's 4.5).
        inverse: 'border border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-hover',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-9 px-3 text-sm',
        xs: 'h-7 px-2 text-xs',
        lg: 'h-11 px-8 text-sm',
        icon: 'h-10 w-10 text-sm',
        'icon-sm': 'h-9 w-9 text-sm',
        'icon-xs': 'h-8 w-8 text-sm',
        // As short as xs, with the text of the others: a labelled button in a toolbar.
        toolbar: 'h-7 px-2 text-sm',
        // No box of its own: a link-like button in a line of text.
        inline: 'h-auto p-0 text-sm',
      },
      justify: {
        center: 'justify-center',
        start: 'justify-start',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', justify: 'center' },
  },
);
