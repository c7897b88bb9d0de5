import { Check, X } from 'lucide-react';
import { PASSWORD_RULES } from '@/lib/auth/rules';
import { cn } from '@/lib/utils';

/** Every password rule with whether `password` meets it. */
function passwordChecks(password: string) {
  return PASSWORD_RULES.map((r) => ({ id: r.id, label: r.label, met: r.test(password) }));
}

/** True when `password` meets every rule of lib/auth/rules (the server checks the same ones). */
export function passwordMeetsRules(password: string): boolean {
  return PASSWORD_RULES.every((r) => r.test(password));
}

/** The live list of password requirements, each ticked once met. Point the field's aria-describedby at `id`. */
export function PasswordChecklist({ id, password, className }: { id: string; password: string; className?: string }) {
  return (
    <ul id={id} aria-label="Password requirements" className={cn('mt-1 flex flex-col gap-1 text-sm', className)}>
      {passwordChecks(password).map((c) => (
        <li key={c.id} className={cn('flex items-center gap-2', c.met ? 'text-emerald-700 dark:text-emerald-400' : 'text-muted-foreground')}>
          {c.met ? <Check className="h-4 w-4 shrink-0" aria-hidden /> : <X className="h-4 w-4 shrink-0" aria-hidden />}
          <span>{c.label}</span>
          <span className="sr-only">{c.met ? '(met)' : '(not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
