'use client';

import { useEffect, useRef, useState, type ButtonHTMLAttributes } from 'react';
import { Check, Copy } from 'lucide-react';
import type { VariantProps } from 'class-variance-authority';
import { buttonVariants } from '@/components/ui/button-variants';
import { SITE_ORIGIN_MARK } from '@/lib/site/origin-mark';

/** How long the 'Copied' indicator stays (spec section 9). */
const COPIED_MS = 2000;

/** Copies text; works on plain-http hosts too, where navigator.clipboard does not exist. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection-based copy
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

// A plain <button> with the Button's classes: this sits on the home page and the documentation, which
// need no Button component.
interface CopyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'>, VariantProps<typeof buttonVariants> {
  /**
   * What to copy. Absent inside a code sample (CodeBlock): the text its <pre> shows, read when clicked, so
   * a long sample is not sent to the browser a second time as this component's data (the documentation's
   * samples were several kB of its page).
   */
  text?: string | (() => string);
  /** Accessible name and visible text before copying. */
  label?: string;
  /** Show the label next to the icon. */
  showLabel?: boolean;
  onCopied?: (ok: boolean) => void;
}

export function CopyButton({ text, label = 'Copy', showLabel = false, onCopied, variant = 'ghost', size = 'sm', className, ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      className={`${buttonVariants({ variant, size })}${className ? ` ${className}` : ''}`}
      aria-label={copied ? 'Copied' : label}
      onClick={async (event) => {
        const shown = () => event.currentTarget.closest('figure')?.querySelector('pre')?.textContent ?? '';
        const value = text === undefined ? shown() : typeof text === 'function' ? text() : text;
        // A sample's mark of the site's address becomes the address the page was opened on, as shown.
        const ok = await copyText(value.replaceAll(SITE_ORIGIN_MARK, window.location.origin));
        onCopied?.(ok);
        if (!ok) return;
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      }}
      {...props}
    >
      {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
      {copied ? <span>Copied</span> : showLabel ? <span>{label}</span> : null}
    </button>
  );
}
