'use client';

import { useEffect, useRef, useState } from 'react';
import { ClipboardPaste, Database, Loader2, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/client/notify';
import { MAX_RESOURCES, type ResourceModel } from '@/lib/resources/model';
import type { SqlDialect } from '@/lib/resources/sql-import';
import { editModel, mergeModels, type ModelAction } from '@/lib/wizard/model-edits';
import type { ModelErrors } from '@/lib/wizard/validation';
import { ResourceCard } from './resource-card';

// The dialects as the import offers them; the parser itself (lib/resources/sql-import) loads on first use.
const DIALECTS: { id: SqlDialect; name: string }[] = [
  { id: 'postgresql', name: 'PostgreSQL' },
  { id: 'mysql', name: 'MySQL' },
  { id: 'sqlite', name: 'SQLite' },
];

const EXAMPLE = `CREATE TABLE authors (
  id SERIAL PRIMARY KEY,
  full_name VARCHAR(120) NOT NULL,
  email TEXT UNIQUE
);`;

/** "Paste CREATE TABLE": statements of a dialect read into resources, added to the model. */
function SqlImport({ model, disabled, onEdit, onClose }: { model: ResourceModel; disabled: boolean; onEdit: (a: ModelAction) => void; onClose: () => void }) {
  const [sql, setSql] = useState('');
  const [dialect, setDialect] = useState<SqlDialect>('postgresql');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const textRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textRef.current?.focus(), []);

  const run = async () => {
    setBusy(true);
    setError(null);
    setNotes([]);
    try {
      const { importCreateTables } = await import('@/lib/resources/sql-import');
      const r = await importCreateTables(sql, dialect, model);
      if (!r.ok) return setError(r.error);
      onEdit({ type: 'replaceModel', resources: mergeModels(model, r.resources) });
      setNotes(r.notes);
      notify.success(
        'Tables imported',
        `${r.resources.length} resource${r.resources.length === 1 ? '' : 's'}: ${r.resources.map((x) => x.name).join(', ')}.`,
      );
      if (r.notes.length === 0) onClose();
    } catch {
      setError('The SQL reader could not be loaded. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed border-border p-3 sm:p-4" data-testid="sql-import">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor="sql-import-dialect" className="text-xs font-medium text-muted-foreground">
            Dialect
          </label>
          <select
            id="sql-import-dialect"
            value={dialect}
            onChange={(e) => setDialect(e.target.value as SqlDialect)}
            className="flex h-10 rounded-md border border-border bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
          >
            {DIALECTS.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <p className="w-full text-xs text-muted-foreground sm:w-auto sm:min-w-0 sm:flex-1">
          Tables become resources (singular names), columns fields. id, created_at and updated_at are left out: every resource has them. A
          table already in the model is replaced.
        </p>
      </div>
      <label htmlFor="sql-import-text" className="text-xs font-medium text-muted-foreground">
        CREATE TABLE statements
      </label>
      <textarea
        id="sql-import-text"
        ref={textRef}
        value={sql}
        onChange={(e) => setSql(e.target.value)}
        placeholder={EXAMPLE}
        rows={7}
        spellCheck={false}
        className="w-full rounded-md border border-border bg-background p-3 font-mono text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary aria-[invalid=true]:border-destructive"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'sql-import-error' : undefined}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            e.stopPropagation();
            void run();
          }
        }}
      />
      {error && (
        <p id="sql-import-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {notes.length > 0 && (
        <div role="status" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-xs">
          <p className="font-medium">Imported, with these notes:</p>
          <ul className="ml-4 mt-1 list-disc">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void run()} disabled={disabled || busy || sql.trim() === ''}>
          {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <ClipboardPaste className="h-4 w-4" aria-hidden />}
          Import tables
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          {notes.length > 0 ? 'Done' : 'Cancel'}
        </Button>
      </div>
    </div>
  );
}

/** Long enough to read the toast and reach its Undo (a success toast's 3 s is not). */
const UNDO_TOAST_MS = 10_000;

interface ResourcesEditorProps {
  resources: ResourceModel;
  errors: ModelErrors;
  disabled: boolean;
  /** Applies an edit to the model as it is then (the wizard's reducer). */
  onModelEdit: (edit: (model: ResourceModel) => ResourceModel) => void;
}

/**
 * The model editor of the wizard's data step. Every change goes through onModelEdit to the wizard's
 * reducer; the errors are the live validation's, shown beside the resource and the field they name.
 */
export function ResourcesEditor({ resources, errors, disabled, onModelEdit }: ResourcesEditorProps) {
  const onEdit = (action: ModelAction) => onModelEdit((model) => editModel(model, action));
  const [pasting, setPasting] = useState(false);
  // A resource added from the keyboard: its name box takes the focus.
  const count = useRef(resources.length);
  useEffect(() => {
    if (resources.length === count.current + 1) document.getElementById(`res-${resources.length - 1}-name`)?.focus();
    count.current = resources.length;
  }, [resources.length]);

  const summary =
    resources.length === 0
      ? 'Without resources, the project serves the notes example (/api/v1/notes).'
      : `${resources.length} resource${resources.length === 1 ? '' : 's'}, each with list, get, create, replace and delete routes, replace the notes example.`;

  return (
    <section aria-labelledby="wizard-resources-title" className="flex flex-col gap-3 rounded-lg border border-border bg-card/50" data-testid="resources-editor">
      <div className="flex items-start gap-3 px-4 pt-4">
        <Database className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id="wizard-resources-title" className="flex flex-wrap items-center gap-2 text-base font-semibold">
            Resources
            <Badge variant={resources.length > 0 ? 'default' : 'secondary'}>{resources.length === 0 ? 'notes example' : `${resources.length} of ${MAX_RESOURCES}`}</Badge>
            {errors.count > 0 && (
              <Badge variant="destructive">
                {errors.count} problem{errors.count === 1 ? '' : 's'}
              </Badge>
            )}
          </h3>
          <p className="text-sm text-muted-foreground">{summary}</p>
        </div>
      </div>
      <div className="flex flex-col gap-3 px-3 pb-3 sm:px-4 sm:pb-4">
        {resources.length > 0 && (
          <ul className="flex flex-col gap-3" aria-label="Your resources">
            {resources.map((_, ri) => (
              <ResourceCard key={ri} model={resources} ri={ri} errors={errors} disabled={disabled} onEdit={onEdit} />
            ))}
          </ul>
        )}
        {pasting && <SqlImport model={resources} disabled={disabled} onEdit={onEdit} onClose={() => setPasting(false)} />}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => onEdit({ type: 'addResource' })} disabled={disabled || resources.length >= MAX_RESOURCES}>
            <Plus className="h-4 w-4" aria-hidden />
            Add resource
          </Button>
          {!pasting && (
            <Button type="button" variant="outline" size="sm" onClick={() => setPasting(true)} disabled={disabled}>
              <ClipboardPaste className="h-4 w-4" aria-hidden />
              Paste CREATE TABLE
            </Button>
          )}
          {resources.length > 0 && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                const removed = resources;
                onEdit({ type: 'replaceModel', resources: [] });
                // One click must not lose a model: Undo brings it back, with whatever was added since.
                notify.success('Resources removed', 'The project serves the notes example again.', {
                  duration: UNDO_TOAST_MS,
                  action: { label: 'Undo', onClick: () => onModelEdit((model) => mergeModels(removed, model)) },
                });
              }}
              disabled={disabled}
            >
              Remove all resources
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
