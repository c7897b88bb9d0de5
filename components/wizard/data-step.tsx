'use client';

import { ArrowRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ResourceModel } from '@/lib/resources/model';
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
 * The model's step, below its intro (./data-step-intro, with the wizard's first load): without resources the
 * way to skip it, the editor (with its CREATE TABLE import) and the tables and routes each resource gets.
 */
export function DataStep({ resources, errors, disabled, onModelEdit, onUseNotes }: DataStepProps) {
  return (
    <>
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
    </>
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
