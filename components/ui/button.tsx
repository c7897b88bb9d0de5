import * as React from 'react';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button-variants';

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {}

/** A <button>. A link that looks like one takes buttonVariants() as its className. */
export function Button({ className, variant, size, justify, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size, justify }), className)} {...props} />;
}

/** A button label shown from the sm breakpoint up: on a phone the icon alone shows, the label stays its accessible name. */
export const LABEL_FROM_SM = 'sr-only sm:not-sr-only';
