'use client';

import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { MAX_FIELDS, ON_DELETE, type OnDelete, type Resource, type ResourceField, type ResourceModel } from '@/lib/resources/model';
import { resourceNames } from '@/lib/resources/names';
import { parseBound, parseValues, type FieldPatch } from '@/lib/wizard/model-edits';
import { DECIMAL_DIGITS, FIELD_TYPES, fieldType, type FieldType } from '@/lib/resources/field-types';
import type { ModelAction } from '@/lib/wizard/model-edits';
import { fieldKey, type ModelErrors } from '@/lib/wizard/validation';


/** The route a resource gets, or null while its name is not one a route can be made of. */
export function routeOf(name: string): string | null {
  return /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(name) ? `/api/v1/${resourceNames(name).path}` : null;
}

const selectClass =
  'flex h-10 w-full rounded-md border border-border bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive';
const smallLabel = 'text-xs font-medium text-muted-foreground';

/** What deleting the row a reference names does, in the editor's words. */
const ON_DELETE_LABELS: Record<OnDelete, string> = {
  restrict: 'Refuse the delete (409)',
  cascade: 'Delete this row too',
  set_null: 'Empty this field',
};

function Errors({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <ul id={id} className="flex flex-col gap-0.5 text-xs text-destructive" data-testid="model-error">
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}

/** A box for a list typed as text (enum values): keeps what is typed while focused, shows the list otherwise. */
function ValuesInput({ id, values, onChange, ...props }: { id: string; values: string[]; onChange: (v: string[]) => void } & Omit<ComponentProps<typeof Input>, 'onChange' | 'value'>) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      id={id}
      value={draft ?? values.join(', ')}
      onFocus={() => setDraft(values.join(', '))}
      onBlur={() => setDraft(null)}
      onChange={(e) => {
        setDraft(e.target.value);
        onChange(parseValues(e.target.value));
      }}
      autoComplete="off"
      spellCheck={false}
      {...props}
    />
  );
}

/** A number box for min or max: blank is no bound; keeps what is typed ('-', '1.') while focused. */
function BoundInput({ id, value, onChange, ...props }: { id: string; value: number | undefined; onChange: (v: number | undefined) => void } & Omit<ComponentProps<typeof Input>, 'onChange' | 'value'>) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Input
      id={id}
      inputMode="decimal"
      value={draft ?? (value === undefined ? '' : String(value))}
      onFocus={() => setDraft(value === undefined ? '' : String(value))}
      onBlur={() => setDraft(null)}
      onChange={(e) => {
        setDraft(e.target.value);
        onChange(parseBound(e.target.value));
      }}
      autoComplete="off"
      {...props}
    />
  );
}

interface FieldRowProps {
  model: ResourceModel;
  resource: Resource;
  ri: number;
  field: ResourceField;
  fi: number;
  errors: string[] | undefined;
  disabled: boolean;
  onEdit: (action: ModelAction) => void;
}

function FieldRow({ model, resource, ri, field, fi, errors, disabled, onEdit }: FieldRowProps) {
  const id = `res-${ri}-field-${fi}`;
  const errorId = `${id}-errors`;
  const invalid = errors?.length ? true : undefined;
  const describedBy = invalid ? errorId : undefined;
  const patch = (p: FieldPatch) => onEdit({ type: 'updateField', resource: ri, field: fi, patch: p });
  const spec = fieldType(field.type);
  const label = field.name || `field ${fi + 1}`;
  return (
    <li>
      <div
        role="group"
        aria-label={`Field ${fi + 1}`}
        className={cn('flex flex-col gap-2 rounded-md border bg-background/60 p-3', invalid ? 'border-destructive/60' : 'border-border')}
      >
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1.6fr)_auto] sm:items-end">
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${id}-name`} className={smallLabel}>
              Field name
            </label>
            <Input
              id={`${id}-name`}
              value={field.name}
              onChange={(e) => patch({ name: e.target.value })}
              placeholder="full_name"
              autoComplete="off"
              spellCheck={false}
              maxLength={80}
              disabled={disabled}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              className="font-mono"
            />
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${id}-type`} className={smallLabel}>
              Type
            </label>
            <select
              id={`${id}-type`}
              value={field.type}
              onChange={(e) => onEdit({ type: 'setFieldType', resource: ri, field: fi, fieldType: e.target.value as FieldType })}
              disabled={disabled}
              className={selectClass}
            >
              {FIELD_TYPES.map((t) => (
                <option key={t} value={t} title={fieldType(t).hint}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <div className="col-span-2 flex min-w-0 flex-col gap-1 empty:hidden sm:col-span-1 sm:empty:flex">
            {spec.bounds && (
              <div className="grid grid-cols-2 gap-2">
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-min`} className={smallLabel}>
                    {spec.bounds === 'length' ? 'Min length' : 'Min'}
                  </label>
                  <BoundInput id={`${id}-min`} value={field.min} onChange={(min) => patch({ min })} placeholder="none" disabled={disabled} />
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-max`} className={smallLabel}>
                    {spec.bounds === 'length' ? 'Max length' : 'Max'}
                  </label>
                  <BoundInput id={`${id}-max`} value={field.max} onChange={(max) => patch({ max })} placeholder={spec.maxLength ? String(spec.maxLength) : 'none'} disabled={disabled} />
                </div>
              </div>
            )}
            {spec.digits && (
              <div className="grid grid-cols-2 gap-2">
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-precision`} className={smallLabel}>
                    Digits
                  </label>
                  <BoundInput id={`${id}-precision`} value={field.precision} onChange={(precision) => patch({ precision })} placeholder={String(DECIMAL_DIGITS.precision)} disabled={disabled} />
                </div>
                <div className="flex flex-col gap-1">
                  <label htmlFor={`${id}-scale`} className={smallLabel}>
                    After the point
                  </label>
                  <BoundInput id={`${id}-scale`} value={field.scale} onChange={(scale) => patch({ scale })} placeholder={String(DECIMAL_DIGITS.scale)} disabled={disabled} />
                </div>
              </div>
            )}
            {spec.values && (
              <>
                <label htmlFor={`${id}-values`} className={smallLabel}>
                  Values (comma separated)
                </label>
                <ValuesInput
                  id={`${id}-values`}
                  values={field.values ?? []}
                  onChange={(values) => patch({ values })}
                  placeholder="fiction, science"
                  disabled={disabled}
                  className="font-mono"
                />
              </>
            )}
            {spec.references && (
              <div className="grid grid-cols-2 gap-2">
                <div className="flex min-w-0 flex-col gap-1">
                    <label htmlFor={`${id}-references`} className={smallLabel}>
                      Belongs to
                    </label>
                    <select
                      id={`${id}-references`}
                      value={field.references ?? ''}
                      onChange={(e) => patch({ references: e.target.value || undefined })}
                      disabled={disabled}
                      className={selectClass}
                    >
                      {(field.references === undefined || !model.some((r) => r.name === field.references)) && (
                        <option value={field.references ?? ''}>{field.references ? `${field.references} (not in the model)` : 'Choose a resource'}</option>
                      )}
                      {model.map((r, i) => (
                        <option key={i} value={r.name}>
                          {r.name || `resource ${i + 1}`}
                        </option>
                      ))}
                    </select>
                </div>
                <div className="flex min-w-0 flex-col gap-1">
                    <label htmlFor={`${id}-on-delete`} className={smallLabel}>
                      When it is deleted
                    </label>
                    <select
                      id={`${id}-on-delete`}
                      value={field.on_delete ?? 'restrict'}
                      onChange={(e) => patch({ on_delete: e.target.value === 'restrict' ? undefined : (e.target.value as OnDelete) })}
                      disabled={disabled}
                      className={selectClass}
                    >
                      {ON_DELETE.map((rule) => (
                        <option key={rule} value={rule}>
                          {ON_DELETE_LABELS[rule]}
                        </option>
                      ))}
                    </select>
                </div>
              </div>
            )}
          </div>
          <div className="col-span-2 flex items-center gap-3 sm:col-span-1 sm:h-10">
            <label className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={!!field.required}
                onChange={(e) => patch({ required: e.target.checked })}
                disabled={disabled}
                className="h-4 w-4 accent-primary"
              />
              Required
            </label>
            <label className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={!!field.unique}
                onChange={(e) => patch({ unique: e.target.checked })}
                disabled={disabled}
                className="h-4 w-4 accent-primary"
              />
              Unique
            </label>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              className="ml-auto shrink-0 sm:ml-0"
              onClick={() => onEdit({ type: 'removeField', resource: ri, field: fi })}
              disabled={disabled}
              aria-label={`Remove field ${label} of ${resource.name || `resource ${ri + 1}`}`}
              title="Remove field"
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </Button>
          </div>
        </div>
        <Errors id={errorId} messages={errors} />
      </div>
    </li>
  );
}

interface ResourceCardProps {
  model: ResourceModel;
  ri: number;
  errors: ModelErrors;
  disabled: boolean;
  onEdit: (action: ModelAction) => void;
}

/** One resource: its name and route, its fields with their types and options, and the errors naming them. */
export function ResourceCard({ model, ri, errors, disabled, onEdit }: ResourceCardProps) {
  const resource = model[ri];
  const id = `res-${ri}`;
  const route = routeOf(resource.name);
  const own = errors.resources.get(resource.name);
  const invalid = own?.length ? true : undefined;
  const label = resource.name || `resource ${ri + 1}`;
  // A field added from the keyboard is where typing goes next.
  const fieldCount = useRef(resource.fields.length);
  useEffect(() => {
    if (resource.fields.length === fieldCount.current + 1) document.getElementById(`${id}-field-${resource.fields.length - 1}-name`)?.focus();
    fieldCount.current = resource.fields.length;
  }, [resource.fields.length, id]);
  return (
    <li>
      <div
        role="group"
        aria-label={`Resource ${ri + 1}`}
        className={cn('flex flex-col gap-3 rounded-lg border bg-card p-3 sm:p-4', invalid ? 'border-destructive/60' : 'border-border')}
        data-testid="resource-card"
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-3">
          <div className="flex flex-col gap-1 sm:w-72">
            <label htmlFor={`${id}-name`} className={smallLabel}>
              Resource name (singular)
            </label>
            <Input
              id={`${id}-name`}
              value={resource.name}
              onChange={(e) => onEdit({ type: 'renameResource', resource: ri, name: e.target.value })}
              placeholder="loan_record"
              autoComplete="off"
              spellCheck={false}
              maxLength={80}
              disabled={disabled}
              aria-invalid={invalid}
              aria-describedby={`${id}-route${invalid ? ` ${id}-errors` : ''}`}
              className="font-mono"
            />
          </div>
          <p id={`${id}-route`} className="min-w-0 break-all text-xs text-muted-foreground sm:flex-1 sm:pb-2.5">
            Route:{' '}
            <code className="font-mono text-foreground" data-testid="resource-route">
              {route ?? 'lower_snake_case name needed'}
            </code>
          </p>
          <div className="flex items-center justify-between gap-2 sm:pb-0.5">
            <span className="text-xs text-muted-foreground">
              {resource.fields.length} field{resource.fields.length === 1 ? '' : 's'} + id, created_at, updated_at
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onEdit({ type: 'removeResource', resource: ri })}
              disabled={disabled}
              aria-label={`Remove resource ${label}`}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              Remove
            </Button>
          </div>
        </div>
        <Errors id={`${id}-errors`} messages={own} />
        <ul className="flex flex-col gap-2" aria-label={`Fields of ${label}`}>
          {resource.fields.map((f, fi) => (
            <FieldRow
              key={fi}
              model={model}
              resource={resource}
              ri={ri}
              field={f}
              fi={fi}
              errors={errors.fields.get(fieldKey(resource.name, f.name))}
              disabled={disabled}
              onEdit={onEdit}
            />
          ))}
        </ul>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onEdit({ type: 'addField', resource: ri })}
            disabled={disabled || resource.fields.length >= MAX_FIELDS}
            aria-label={`Add field to ${label}`}
          >
            <Plus className="h-4 w-4" aria-hidden />
            Add field
          </Button>
        </div>
      </div>
    </li>
  );
}
