'use client';

import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';

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

interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  text: string | (() => string);
  /** Accessible name and visible text before copying. */
  label?: string;
  /** Show the label next to the icon. */
  showLabel?: boolean;
  onCopied?: (ok: boolean) => void;
}

export function CopyButton({ text, label = 'Copy', showLabel = false, onCopied, variant = 'ghost', size = 'sm', ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      aria-label={copied ? 'Copied' : label}
      onClick={async () => {
        const ok = await copyText(typeof text === 'function' ? text() : text);
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
    </Button>
  );
}
