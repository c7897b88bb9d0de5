'use client';

import { Badge } from '@/components/ui/badge';
import type { ResourceModel } from '@/lib/resources/model';
import type { ModelErrors } from '@/lib/wizard/validation';
import { ResourcesEditor } from './resources-editor';
import { ResourcesSummary } from './resources-summary';

interface DataStepProps {
  resources: ResourceModel;
  errors: ModelErrors;
  disabled: boolean;
  onModelEdit: (edit: (model: ResourceModel) => ResourceModel) => void;
}

/**
 * The model's step, below its intro (./data-step-intro, with the wizard's first load): the editor (with its
 * CREATE TABLE import) and the tables and routes each resource gets.
 */
export function DataStep({ resources, errors, disabled, onModelEdit }: DataStepProps) {
  return (
    <>
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
