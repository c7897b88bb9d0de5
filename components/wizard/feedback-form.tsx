'use client';

// 'How did it go?' on the Complete screen: the spec's four ratings as a radio group (arrow keys, Home and End
// move the choice, as in any radio group; one Tab stop), an optional comment, Send. Once stored, a thank-you
// replaces the form and the thanks toast follows (spec section 3).
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CheckCircle2, Frown, Loader2, Meh, Send, Smile, SmilePlus, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import type { Framework } from '@/lib/catalogue/features';
import { sendFeedback } from '@/lib/client/feedback';
import { notify, notifyApiError } from '@/lib/client/notify';
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATINGS, FEEDBACK_THANKS, type FeedbackRating } from '@/lib/feedback/values';
import type { FeedbackRequest } from '@/lib/schemas/feedback';
import { cn } from '@/lib/utils';

const RATING_LOOK: Record<FeedbackRating, { label: string; icon: LucideIcon }> = {
  excellent: { label: 'Excellent', icon: SmilePlus },
  good: { label: 'Good', icon: Smile },
  okay: { label: 'Okay', icon: Meh },
  poor: { label: 'Poor', icon: Frown },
};

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

interface FeedbackFormProps {
  projectName: string;
  framework: Framework;
  features: string[];
}

export function FeedbackForm({ projectName, framework, features }: FeedbackFormProps) {
  const id = useId();
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [comment, setComment] = useState('');
  const [phase, setPhase] = useState<'edit' | 'sending' | 'sent'>('edit');
  const radios = useRef<(HTMLButtonElement | null)[]>([]);
  const thanks = useRef<HTMLDivElement>(null);

  // The Send button goes away with the form: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (phase === 'sent') thanks.current?.focus();
  }, [phase]);

  const submit = async (body: FeedbackRequest) => {
    setPhase('sending');
    try {
      const { message } = await sendFeedback(body);
      setPhase('sent');
      notify.success(message || FEEDBACK_THANKS);
    } catch (err) {
      setPhase('edit');
      notifyApiError(err, { title: 'Feedback not sent', retry: () => void submit(body) });
    }
  };

  const onRadioKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    const next = move(index, FEEDBACK_RATINGS.length);
    setRating(FEEDBACK_RATINGS[next]);
    radios.current[next]?.focus();
  };

  if (phase === 'sent') {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        role="status"
        data-testid="feedback-thanks"
        className="flex w-full max-w-xl items-center gap-2 rounded-lg border border-border p-4 text-left text-sm outline-none"
      >
        <CheckCircle2 className="h-5 w-5 shrink-0 text-primary" aria-hidden />
        Thanks for telling us how it went.
      </div>
    );
  }

  const sending = phase === 'sending';
  const focusable = rating ? FEEDBACK_RATINGS.indexOf(rating) : 0;
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="flex w-full max-w-xl flex-col gap-3 rounded-lg border border-border p-4 text-left"
      onSubmit={(e) => {
        e.preventDefault();
        if (!rating || sending) return;
        void submit({ rating, comment: comment.trim() || undefined, projectName, framework, features });
      }}
    >
      <p id={`${id}-title`} className="font-medium">
        How did it go?
      </p>
      <div role="radiogroup" aria-labelledby={`${id}-title`} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {FEEDBACK_RATINGS.map((value, i) => {
          const { label, icon: Icon } = RATING_LOOK[value];
          const checked = rating === value;
          return (
            <button
              key={value}
              ref={(el) => {
                radios.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={i === focusable ? 0 : -1}
              disabled={sending}
              onClick={() => setRating(value)}
              onKeyDown={(e) => onRadioKey(e, i)}
              className={cn(
                'inline-flex h-10 items-center justify-center gap-2 rounded-md border text-sm font-medium transition-colors',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                'disabled:pointer-events-none disabled:opacity-50',
                checked ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background hover:bg-muted',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden />
              {label}
            </button>
          );
        })}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-comment`}>Anything to add? (optional)</Label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={FEEDBACK_COMMENT_MAX}
          rows={3}
          disabled={sending}
          aria-describedby={`${id}-count`}
          className="w-full resize-y rounded-md border border-border bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-50"
          placeholder="What worked, what was missing?"
        />
        <p id={`${id}-count`} className="self-end text-xs tabular-nums text-muted-foreground">
          {comment.length}/{FEEDBACK_COMMENT_MAX}
        </p>
      </div>
      <div className="flex items-center justify-end gap-3">
        {!rating && <span className="text-xs text-muted-foreground">Choose a rating to send</span>}
        <Button type="submit" size="sm" disabled={!rating || sending}>
          {sending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Send className="h-4 w-4" aria-hidden />}
          Send
        </Button>
      </div>
    </form>
  );
}
