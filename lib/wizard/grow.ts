// Add features to a project of the history ("growing" it): the wizard opens on the project's configuration
// (its resource model included) with its name fixed, and the review shows what changes. Pure: used by the
// studio and by the tests.
import { featureName } from '@/lib/catalogue/features';
import { isFramework, type Framework } from '@/lib/catalogue/framework-ids';
import { canonicalModel } from '@/lib/resources/canonical';
import { modelKey, type ResourceModel } from '@/lib/resources/model';
import { dataLoss, describeChange, diffModels } from '@/lib/resources/model-diff';
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
  /** The models of the parent's earlier generations, whose migrations it has. */
  modelHistory: ResourceModel[];
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
  model_history?: ResourceModel[];
}): GrowTarget | null {
  if (!isFramework(p.framework)) return null;
  return {
    parentId: p.id,
    projectName: p.project_name,
    framework: p.framework,
    features: p.features.filter((f) => f !== p.framework),
    resources: canonicalModel(p.resources ?? []),
    modelHistory: p.model_history ?? [],
  };
}

/** The parent as a generate body: the `from` side of the diff, its model and the history of its migrations included. */
export function growFrom(t: GrowTarget) {
  return { ...requestBody(t), ...(t.modelHistory.length > 0 ? { modelHistory: t.modelHistory } : {}) };
}

/** What a grow does to the model in words (the server's words: the same functions), and what it loses. */
export interface GrowModelChange {
  changes: string[];
  losses: string[];
}

/** The model change from the project's model to `model`: nothing when they are the same. */
export function growModelChange(t: GrowTarget, model: ResourceModel): GrowModelChange {
  if (modelKey(t.resources) === modelKey(model)) return { changes: [], losses: [] };
  const changes = diffModels(t.resources, model);
  // Fields that only moved change the generated code, not the tables.
  if (changes.length === 0) return { changes: ['fields reordered (the tables stay as they are)'], losses: [] };
  return { changes: changes.map(describeChange), losses: changes.flatMap((c) => dataLoss(c) ?? []) };
}

/** The features a grow adds and removes, by name, in the order the user has them (the framework stays). */
export function growFeatureChanges(t: GrowTarget, features: string[]): string[] {
  const added = features.filter((f) => !t.features.includes(f));
  const removed = t.features.filter((f) => !features.includes(f));
  return [...added.map((f) => `added ${featureName(f)}`), ...removed.map((f) => `removed ${featureName(f)}`)];
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
