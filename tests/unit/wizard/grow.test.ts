// Adding features to a history project: the wizard's starting point, the diff's sides, and how the
// Explore dialog reads a file's unified diff.
import { describe, expect, it } from 'vitest';
import type { ResourceModel } from '@/lib/resources/model';
import { diffLines, growFrom, growTargetOf, modelChanges, orderChangedFiles } from '@/lib/wizard/grow';
import { growSelection } from '@/lib/wizard/reducer';

const project = { id: 'p1', project_name: 'shop', framework: 'gin', features: ['gin', 'postgresql', 'docker'] };

const LIBRARY: ResourceModel = [
  { name: 'author', fields: [{ name: 'full_name', type: 'string', required: true }] },
  {
    name: 'book',
    fields: [
      { name: 'title', type: 'string', required: true },
      { name: 'author_id', type: 'reference', references: 'author', required: true },
      { name: 'genre', type: 'enum', values: ['fiction', 'science'] },
    ],
  },
];

describe('grow target', () => {
  it('starts on the features step with the framework and features ticked and the name fixed', () => {
    const target = growTargetOf(project)!;
    expect(target).toEqual({ parentId: 'p1', projectName: 'shop', framework: 'gin', features: ['postgresql', 'docker'], resources: [] });
    expect(growSelection(target)).toEqual({ framework: 'gin', features: ['postgresql', 'docker'], projectName: 'shop', step: 'features', resources: [] });
    expect(growFrom(target)).toEqual({ projectName: 'shop', framework: 'gin', features: ['gin', 'postgresql', 'docker'] });
  });

  it('loads the project’s model into the selection and the diff’s from side; null is the notes example', () => {
    const target = growTargetOf({ ...project, resources: LIBRARY })!;
    expect(target.resources).toEqual(LIBRARY);
    expect(growSelection(target).resources).toEqual(LIBRARY);
    expect(growFrom(target)).toEqual({ projectName: 'shop', framework: 'gin', features: ['gin', 'postgresql', 'docker'], resources: LIBRARY });
    // The wizard edits its own copy: the diff's from side stays the project as generated.
    growSelection(target).resources[1].fields.push({ name: 'isbn', type: 'string' });
    expect(target.resources[1].fields).toHaveLength(3);
    expect(growTargetOf({ ...project, resources: null })!.resources).toEqual([]);
  });

  it('refuses a framework the wizard does not know', () => {
    expect(growTargetOf({ ...project, framework: 'rails' })).toBeNull();
  });

  it('does not share the feature list with the target', () => {
    const target = growTargetOf(project)!;
    growSelection(target).features.push('redis');
    expect(target.features).toEqual(['postgresql', 'docker']);
  });
});

describe('modelChanges', () => {
  it('says nothing changed for the same model, options in any order', () => {
    const spelledOut: ResourceModel = LIBRARY.map((r) => ({ name: r.name, fields: r.fields.map((f) => ({ ...f, required: f.required ?? false })) }));
    expect(modelChanges(LIBRARY, spelledOut)).toEqual({ added: [], removed: [], changed: [] });
  });

  it('names a field added, removed and changed, and resources added and removed', () => {
    const [author, book] = LIBRARY;
    const grown: ResourceModel = [
      {
        name: 'book',
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'author_id', type: 'reference', references: 'author', required: true },
          { name: 'isbn', type: 'string', unique: true },
        ],
      },
      { name: 'loan', fields: [{ name: 'book_id', type: 'reference', references: 'book' }] },
    ];
    expect(modelChanges(LIBRARY, grown)).toEqual({
      added: ['loan'],
      removed: ['author'],
      changed: [{ name: 'book', fieldsAdded: ['isbn'], fieldsRemoved: ['genre'], fieldsChanged: ['title'] }],
    });
    expect(modelChanges([], LIBRARY)).toEqual({ added: ['author', 'book'], removed: [], changed: [] });
    expect(modelChanges(LIBRARY, [])).toEqual({ added: [], removed: ['author', 'book'], changed: [] });
    // Fields that only moved change the generated code: the resource is listed, with no field named.
    const moved: ResourceModel = [author, { name: 'book', fields: [...book.fields].reverse() }];
    expect(modelChanges(LIBRARY, moved).changed).toEqual([{ name: 'book', fieldsAdded: [], fieldsRemoved: [], fieldsChanged: [] }]);
  });
});

describe('diffLines', () => {
  it('tells headers, hunks, additions, removals and context apart', () => {
    const diff = [
      'diff --git a/go.mod b/go.mod',
      'index 1111111..2222222 100644',
      '--- a/go.mod',
      '+++ b/go.mod',
      '@@ -1,3 +1,4 @@',
      ' module shop',
      '-go 1.22',
      '+go 1.23',
      '+require x v1',
      '\\ No newline at end of file',
      '',
    ].join('\n');
    expect(diffLines(diff).map((l) => l.kind)).toEqual(['meta', 'meta', 'meta', 'meta', 'hunk', 'context', 'removed', 'added', 'added', 'meta']);
  });

  it('keeps a removed line that starts with dashes in a hunk as a removal', () => {
    expect(diffLines('--- a/x\n+++ b/x\n@@ -1 +1 @@\n--- yaml\n+++ yaml\n').map((l) => l.kind)).toEqual(['meta', 'meta', 'hunk', 'removed', 'added']);
  });

  it('shows a binary file as its header only', () => {
    expect(diffLines('diff --git a/x.png b/x.png\nBinary files a/x.png and b/x.png differ\n').every((l) => l.kind === 'meta')).toBe(true);
  });
});

describe('orderChangedFiles', () => {
  it('lists added, then modified, then deleted files, each by path', () => {
    const files = [
      { path: 'z.go', status: 'modified' as const },
      { path: 'old.go', status: 'deleted' as const },
      { path: 'b.go', status: 'added' as const },
      { path: 'a.go', status: 'modified' as const },
      { path: 'a.go2', status: 'added' as const },
    ];
    expect(orderChangedFiles(files).map((f) => f.path)).toEqual(['a.go2', 'b.go', 'a.go', 'z.go', 'old.go']);
    expect(files[0].path).toBe('z.go');
  });
});
