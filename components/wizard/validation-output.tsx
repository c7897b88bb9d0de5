import { AlertTriangle, Info, XCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { FEATURE_BY_ID } from '@/lib/catalogue/features';
import type { ValidationResult } from '@/lib/catalogue/validate';

const nameOf = (id: string) => FEATURE_BY_ID.get(id)?.name ?? id;

/** Conflict alert, amber warnings, blue automatically-added dependencies (spec sections 2 and 8). */
export function ValidationOutput({ result, showAdded = true }: { result: ValidationResult; showAdded?: boolean }) {
  return (
    <div className="flex flex-col gap-3" data-testid="validation-output">
      {result.errors.length > 0 && (
        <Alert variant="destructive">
          <XCircle className="h-4 w-4" aria-hidden />
          <AlertTitle>Feature Conflict Detected</AlertTitle>
          <AlertDescription>
            <ul className="mt-2 flex flex-col gap-3">
              {result.errors.map((e, i) => (
                <li key={`${e.error_code}-${i}`} className="flex flex-col gap-1.5">
                  <p className="font-medium">{e.message}</p>
                  {e.conflicting_features.length > 0 && (
                    <div className="flex flex-wrap items-center gap-1.5">
                      <span className="text-xs">Conflicting features:</span>
                      {e.conflicting_features.map((f) => (
                        <Badge key={f} variant="destructive">
                          {nameOf(f)}
                        </Badge>
                      ))}
                    </div>
                  )}
                  {e.suggestions.length > 0 && (
                    <div className="text-xs">
                      <span>Suggestions:</span>
                      <ul className="ml-4 list-disc">
                        {e.suggestions.map((s) => (
                          <li key={s}>{s}</li>
                        ))}
                      </ul>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      {result.warnings.length > 0 && (
        <Alert variant="warning" role="status">
          <AlertTriangle className="h-4 w-4" aria-hidden />
          <AlertTitle>Warnings</AlertTitle>
          <AlertDescription>
            <ul className="ml-4 list-disc">
              {result.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      {showAdded && result.added_dependencies.length > 0 && (
        <Alert variant="info" role="status">
          <Info className="h-4 w-4" aria-hidden />
          <AlertDescription>
            <p>The following dependencies will be automatically added:</p>
            <div className="mt-2 flex flex-wrap gap-1.5">
              {result.added_dependencies.map((d) => (
                <Badge key={d} variant="none" className="border-blue-500/50 text-foreground">
                  {nameOf(d)}
                </Badge>
              ))}
            </div>
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}
