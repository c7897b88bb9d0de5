'use client';

import * as React from 'react';
import { cn } from '@/lib/utils';

interface OtpInputProps {
  value: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** Called when the last box gets filled (typing or paste). */
  onComplete?: (code: string) => void;
}

/**
 * Six single-digit boxes: typing moves to the next box, Backspace on an empty box goes back, the
 * arrow keys move, and pasting a whole code fills every box.
 */
export const OtpInput = React.forwardRef<{ focus: (index?: number) => void }, OtpInputProps>(function OtpInput(
  { value, onChange, disabled, invalid, describedBy, onComplete },
  ref,
) {
  const boxes = React.useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;

  const focus = React.useCallback((index = 0) => {
    const el = boxes.current[Math.max(0, Math.min(length - 1, index))];
    el?.focus();
    el?.select();
  }, [length]);
  React.useImperativeHandle(ref, () => ({ focus }), [focus]);

  function fill(from: number, digits: string) {
    const next = [...value];
    let i = from;
    for (const d of digits) {
      if (i >= length) break;
      next[i++] = d;
    }
    onChange(next);
    focus(Math.min(i, length - 1));
    if (next.every((d) => d !== '')) onComplete?.(next.join(''));
  }

  function onInput(index: number, raw: string) {
    const digits = raw.replace(/\D/g, '');
    if (!digits) return;
    // A box that already held a digit receives the old and the new one: keep the new one.
    fill(index, digits.length > 1 && value[index] !== '' && digits.length === 2 ? digits.slice(-1) : digits);
  }

  function onKeyDown(index: number, e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Backspace') {
      e.preventDefault();
      const next = [...value];
      if (next[index] !== '') {
        next[index] = '';
        onChange(next);
      } else if (index > 0) {
        next[index - 1] = '';
        onChange(next);
        focus(index - 1);
      }
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(index + 1);
    }
  }

  function onPaste(index: number, e: React.ClipboardEvent<HTMLInputElement>) {
    const digits = e.clipboardData.getData('text').replace(/\D/g, '');
    e.preventDefault();
    if (!digits) return;
    // A whole code fills from the first box wherever it is pasted.
    fill(digits.length >= length ? 0 : index, digits.slice(0, length));
  }

  return (
    <div className="flex justify-between gap-2" role="group" aria-label="Verification code" aria-describedby={describedBy}>
      {value.map((digit, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          value={digit}
          onChange={(e) => onInput(i, e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={length}
          disabled={disabled}
          aria-label={`Digit ${i + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          className={cn(
            'h-12 w-11 rounded-md border bg-background text-center font-mono text-xl font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-50 sm:h-14 sm:w-12',
            invalid ? 'border-destructive' : 'border-border',
          )}
        />
      ))}
    </div>
  );
});
