'use client';

import type { ReactNode, RefObject } from 'react';
import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CATEGORIES, FEATURE_BY_ID, featuresText, projectFeatures, type Framework } from '@/lib/catalogue/features';
import { PROJECT_NAME_MAX, PROJECT_NAME_RULE, projectNameError } from '@/lib/catalogue/project-name';
import type { ValidationResult } from '@/lib/catalogue/validate';
import { FRAMEWORK_OPTION_BY_ID } from '@/lib/wizard/frameworks';
import { NO_FRAMEWORK } from '@/lib/wizard/notices';

interface ReviewStepProps {
  framework: Framework | null;
  features: string[];
  projectName: string;
  /** The name was edited (or refused): its errors show even while it is empty. */
  nameTouched: boolean;
  /** The server's refusal of the name, if the last Generate had one. */
  serverNameError: string | null;
  validation: ValidationResult;
  nameRef: RefObject<HTMLInputElement | null>;
  disabled: boolean;
  onNameChange: (name: string) => void;
  /** Adding features to a project of the history: its name is fixed, and `changes` shows what changes. */
  growing?: boolean;
  changes?: ReactNode;
}

export function ReviewStep({ framework, features, projectName, nameTouched, serverNameError, validation, nameRef, disabled, onNameChange, growing, changes }: ReviewStepProps) {
  const nameError = (nameTouched || projectName !== '' ? projectNameError(projectName) : null) ?? serverNameError;
  const fw = framework ? FRAMEWORK_OPTION_BY_ID.get(framework) : undefined;
  const byCategory = CATEGORIES.map((c) => ({ category: c, ids: features.filter((id) => FEATURE_BY_ID.get(id)?.category === c) })).filter(
    (g) => g.ids.length > 0,
  );
  return (
    <section aria-labelledby="wizard-review-title" className="flex flex-col gap-5">
      <div>
        <h2 id="wizard-review-title" className="text-2xl font-semibold tracking-tight">
          Review &amp; Generate
        </h2>
        <p className="mt-1 text-muted-foreground">
          {growing
            ? 'Check what changes, then download the patch for your copy of the project, or the new zip.'
            : 'Name your project, check your choices, then generate the zip.'}
        </p>
      </div>

      <div className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 sm:p-5">
        <Label htmlFor="wizard-project-name">Project name</Label>
        <Input
          id="wizard-project-name"
          ref={nameRef}
          value={projectName}
          onChange={(e) => onNameChange(e.target.value)}
          placeholder="MyProject"
          autoComplete="off"
          spellCheck={false}
          maxLength={PROJECT_NAME_MAX * 2}
          disabled={disabled}
          readOnly={growing}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'wizard-project-name-help wizard-project-name-error' : 'wizard-project-name-help'}
          className="max-w-md font-mono"
        />
        {growing ? (
          <p id="wizard-project-name-help" className="text-xs text-muted-foreground">
            Growing {projectName}: the name stays, so the patch applies to the project you have.
          </p>
        ) : (
          <p id="wizard-project-name-help" className="text-xs text-muted-foreground">
            {PROJECT_NAME_RULE} It becomes the Go module path and the folder inside the zip.
          </p>
        )}
        {nameError && (
          <p id="wizard-project-name-error" role="alert" className="text-sm text-destructive">
            {nameError}
          </p>
        )}
      </div>

      {changes}

      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 sm:p-5">
          <h3 className="text-sm font-medium text-muted-foreground">Base framework</h3>
          {fw ? (
            <>
              <p className="text-lg font-semibold">{fw.name}</p>
              <p className="text-sm text-muted-foreground">{fw.description}</p>
            </>
          ) : (
            <Alert variant="destructive">
              <AlertCircle className="h-4 w-4" aria-hidden />
              <AlertTitle>No base framework</AlertTitle>
              <AlertDescription>{NO_FRAMEWORK}</AlertDescription>
            </Alert>
          )}
        </div>
        <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:p-5">
          <h3 className="text-sm font-medium text-muted-foreground">
            Features <span className="text-foreground">({features.length} selected)</span>
          </h3>
          {byCategory.length === 0 && <p className="text-sm text-muted-foreground">No extra features: a minimal {fw?.name ?? 'Go'} service.</p>}
          <dl className="flex flex-col gap-2">
            {byCategory.map(({ category, ids }) => (
              <div key={category} className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-3">
                <dt className="w-48 shrink-0 text-sm font-medium">{category}</dt>
                <dd className="flex flex-wrap gap-1.5">
                  {ids.map((id) => (
                    <Badge key={id} variant="secondary">
                      {FEATURE_BY_ID.get(id)?.name ?? id}
                    </Badge>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          {fw && (
            <p className="text-xs text-muted-foreground" data-testid="review-feature-total">
              {fw.name} with {featuresText(projectFeatures(validation.adjusted_features).length)} in all, dependencies included.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
