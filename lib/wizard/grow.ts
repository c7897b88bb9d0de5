// Add features to a project of the history ("growing" it): the wizard opens on the project's configuration
// with its name fixed, and the review shows what changes. Pure: used by the studio and by the tests.
import { isFramework, type Framework } from '@/lib/catalogue/features';
import type { DiffFile } from '@/lib/schemas/generation';
import { requestFeatures, type WizardSelection } from './state';

/** The project being grown: the parent the new configuration is linked to. */
export interface GrowTarget {
  parentId: string;
  projectName: string;
  framework: Framework;
  /** The parent's selected features, its framework left out. */
  features: string[];
}

/** The target for a history project, or null when its framework is not one the wizard knows. */
export function growTargetOf(p: { id: string; project_name: string; framework: string; features: string[] }): GrowTarget | null {
  if (!isFramework(p.framework)) return null;
  return { parentId: p.id, projectName: p.project_name, framework: p.framework, features: p.features.filter((f) => f !== p.framework) };
}

/** Where the wizard starts: the project's framework and features ticked, on the features step. */
export function growSelection(t: GrowTarget): WizardSelection {
  return { framework: t.framework, features: [...t.features], projectName: t.projectName, step: 'features', resources: [] };
}

/** The parent as a generate body: the `from` side of the diff. */
export function growFrom(t: GrowTarget) {
  return { projectName: t.projectName, framework: t.framework, features: requestFeatures(t) };
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
