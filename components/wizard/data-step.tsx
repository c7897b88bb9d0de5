'use client';

import { ArrowRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ResourceModel } from '@/lib/resources/model';
import { STEP_TITLES } from '@/lib/wizard/state';
import type { ModelErrors } from '@/lib/wizard/validation';
import { ResourcesEditor } from './resources-editor';
import { ResourcesSummary } from './resources-summary';

interface DataStepProps {
  resources: ResourceModel;
  errors: ModelErrors;
  disabled: boolean;
  onModelEdit: (edit: (model: ResourceModel) => ResourceModel) => void;
  /** Skip the step: the project serves the notes example. */
  onUseNotes: () => void;
}

/**
 * The model's step, between the framework and the features: the editor (with its CREATE TABLE import) and
 * the routes each resource gets. Skippable: without resources the project serves the notes example.
 */
export function DataStep({ resources, errors, disabled, onModelEdit, onUseNotes }: DataStepProps) {
  return (
    <section aria-labelledby="wizard-data-title" className="flex flex-col gap-5">
      <div>
        <h2 id="wizard-data-title" className="text-2xl font-semibold tracking-tight">
          {STEP_TITLES.data}
        </h2>
        <p className="mt-1 text-muted-foreground">
          Each resource gets its table, CRUD routes, validation and tests. Optional: without resources the project serves the notes example.
        </p>
      </div>
      {resources.length === 0 && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-border p-4">
          <p className="min-w-0 flex-1 text-sm text-muted-foreground">
            No resources of your own yet: the project serves the notes example at <code className="font-mono">/api/v1/notes</code>.
          </p>
          <Button type="button" variant="outline" onClick={onUseNotes} disabled={disabled}>
            Use the notes example
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      )}
      <ResourcesEditor resources={resources} errors={errors} disabled={disabled} onModelEdit={onModelEdit} />
      {resources.length > 0 && <ResourcesSummary resources={resources} errors={errors} />}
    </section>
  );
}

/** The action bar's middle on the data step: how many resources, and the model's problems (not feature conflicts). */
export function ModelSummary({ count, problems }: { count: number; problems: number }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" role="status" data-testid="model-summary">
      <span className="text-muted-foreground">{count === 0 ? 'Notes example' : `${count} resource${count === 1 ? '' : 's'}`}</span>
      {problems > 0 && (
        <Badge variant="destructive">
          {problems === 1 ? '1 problem' : `${problems} problems`} to fix
        </Badge>
      )}
    </span>
  );
}
