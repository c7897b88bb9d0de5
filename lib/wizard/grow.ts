// Add features to a project of the history ("growing" it): the wizard opens on the project's configuration
// (its resource model included) with its name fixed, and the review shows what changes. Pure: used by the
// studio and by the tests.
import { isFramework, type Framework } from '@/lib/catalogue/framework-ids';
import { canonicalModel } from '@/lib/resources/canonical';
import { modelKey, type ResourceField, type ResourceModel } from '@/lib/resources/model';
import type { DiffFile } from '@/lib/schemas/generation';
import { requestBody } from './request';

/** The project being grown: the parent the new configuration is linked to. */
export interface GrowTarget {
  parentId: string;
  projectName: string;
  framework: Framework;
  /** The parent's selected features, its framework left out. */
  features: string[];
  /** The parent's resource model, canonical; empty for the notes example. */
  resources: ResourceModel;
}

/**
 * The target for a history project, or null when its framework is not one the wizard knows. `resources` is
 * the project's model as its details answer it (null: the notes example); a list item has none.
 */
export function growTargetOf(p: {
  id: string;
  project_name: string;
  framework: string;
  features: string[];
  resources?: ResourceModel | null;
}): GrowTarget | null {
  if (!isFramework(p.framework)) return null;
  return {
    parentId: p.id,
    projectName: p.project_name,
    framework: p.framework,
    features: p.features.filter((f) => f !== p.framework),
    resources: canonicalModel(p.resources ?? []),
  };
}

/** The parent as a generate body: the `from` side of the diff, its model included. */
export function growFrom(t: GrowTarget) {
  return requestBody(t);
}

/** What a grow does to one resource kept by name: its fields added, removed, and changed (type or options). */
export interface ResourceChange {
  name: string;
  fieldsAdded: string[];
  fieldsRemoved: string[];
  fieldsChanged: string[];
}

/** What a grow does to the model: resources by name (a renamed one is removed and added). */
export interface ModelChanges {
  added: string[];
  removed: string[];
  changed: ResourceChange[];
}

const byName = <T extends { name: string }>(list: readonly T[]) => new Map(list.map((x) => [x.name, x]));
/** A field's type and options as one comparable string (the canonical form of lib/resources/model). */
const fieldShape = (f: ResourceField) => modelKey([{ name: '', fields: [f] }]);

/** The model changes from `from` to `to`, in the order of `to` (removals in the order of `from`). */
export function modelChanges(from: ResourceModel, to: ResourceModel): ModelChanges {
  const before = byName(from);
  const after = byName(to);
  const changed: ResourceChange[] = [];
  for (const r of to) {
    const old = before.get(r.name);
    if (!old) continue;
    const oldFields = byName(old.fields);
    const newFields = byName(r.fields);
    const change: ResourceChange = {
      name: r.name,
      fieldsAdded: r.fields.filter((f) => !oldFields.has(f.name)).map((f) => f.name),
      fieldsRemoved: old.fields.filter((f) => !newFields.has(f.name)).map((f) => f.name),
      fieldsChanged: r.fields.filter((f) => oldFields.has(f.name) && fieldShape(f) !== fieldShape(oldFields.get(f.name)!)).map((f) => f.name),
    };
    // Fields only moved: the generated code changes too, so the resource counts as changed.
    const reordered = modelKey([old]) !== modelKey([r]);
    if (change.fieldsAdded.length + change.fieldsRemoved.length + change.fieldsChanged.length > 0 || reordered) changed.push(change);
  }
  return {
    added: to.filter((r) => !before.has(r.name)).map((r) => r.name),
    removed: from.filter((r) => !after.has(r.name)).map((r) => r.name),
    changed,
  };
}

export type DiffLineKind = 'meta' | 'hunk' | 'added' | 'removed' | 'context';

/** Classifies the lines of one file's unified diff (git headers, hunk headers, +, -, context). */
export function diffLines(diff: string): { kind: DiffLineKind; text: string }[] {
  const lines = diff.endsWith('\n') ? diff.slice(0, -1).split('\n') : diff.split('\n');
  let inHunk = false;
  return lines.map((text) => {
    if (text.startsWith('@@')) {
      inHunk = true;
      return { kind: 'hunk', text };
    }
    // Before the first hunk every line is a header, '--- a/...' and '+++ b/...' included.
    if (!inHunk || text.startsWith('diff --git ')) {
      inHunk = false;
      return { kind: 'meta', text };
    }
    if (text.startsWith('+')) return { kind: 'added', text };
    if (text.startsWith('-')) return { kind: 'removed', text };
    if (text.startsWith('\\')) return { kind: 'meta', text };
    return { kind: 'context', text };
  });
}

const STATUS_ORDER: Record<DiffFile['status'], number> = { added: 0, modified: 1, deleted: 2 };

/** Changed files for the Explore list: added, then modified, then deleted, each by path. */
export function orderChangedFiles<T extends Pick<DiffFile, 'path' | 'status'>>(files: readonly T[]): T[] {
  return [...files].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.path.localeCompare(b.path));
}
