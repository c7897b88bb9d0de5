// Adding features to a history project: the wizard's starting point, the diff's sides, and how the
// Explore dialog reads a file's unified diff.
import { describe, expect, it } from 'vitest';
import { canonicalModel } from '@/lib/resources/canonical';
import type { ResourceModel } from '@/lib/resources/model';
import { diffLines, growFrom, growModelChange, growTargetOf, orderChangedFiles } from '@/lib/wizard/grow';
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
    expect(target).toEqual({ parentId: 'p1', projectName: 'shop', framework: 'gin', features: ['postgresql', 'docker'], resources: [], modelHistory: [] });
    expect(growSelection(target)).toEqual({ framework: 'gin', features: ['postgresql', 'docker'], projectName: 'shop', step: 'features', resources: [] });
    expect(growFrom(target)).toEqual({ projectName: 'shop', framework: 'gin', features: ['gin', 'postgresql', 'docker'] });
  });

  it('loads the project’s model into the selection and the diff’s from side; null is the notes example', () => {
    const target = growTargetOf({ ...project, resources: LIBRARY })!;
    expect(target.resources).toEqual(LIBRARY);
    expect(canonicalModel(growSelection(target).resources)).toEqual(LIBRARY);
    expect(growFrom(target)).toEqual({ projectName: 'shop', framework: 'gin', features: ['gin', 'postgresql', 'docker'], resources: LIBRARY });
    // The wizard edits its own copy: the diff's from side stays the project as generated.
    growSelection(target).resources[1].fields.push({ name: 'isbn', type: 'string' });
    expect(target.resources[1].fields).toHaveLength(3);
    expect(growTargetOf({ ...project, resources: null })!.resources).toEqual([]);
  });

  it('sends the history of the project’s models on the diff’s from side: its migrations are numbered after them', () => {
    const earlier: ResourceModel = [LIBRARY[0]];
    const target = growTargetOf({ ...project, resources: LIBRARY, model_history: [earlier] })!;
    expect(growFrom(target)).toEqual({ projectName: 'shop', framework: 'gin', features: ['gin', 'postgresql', 'docker'], resources: LIBRARY, modelHistory: [earlier] });
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

describe('growModelChange', () => {
  const target = (resources: ResourceModel) => ({ ...growTargetOf(project)!, resources });

  it('says nothing changed for the same model, options in any order', () => {
    const spelledOut: ResourceModel = LIBRARY.map((r) => ({ name: r.name, fields: r.fields.map((f) => ({ ...f, required: f.required ?? false })) }));
    expect(growModelChange(target(LIBRARY), spelledOut)).toEqual({ changes: [], losses: [] });
  });

  it('names each change in words, a rename as a rename, and what the change loses', () => {
    const [author, book] = LIBRARY;
    const grown: ResourceModel = [
      author,
      {
        name: 'book',
        fields: [
          { name: 'headline', type: 'string', required: true, max: 200, renamed_from: 'title' },
          ...book.fields.filter((f) => f.name !== 'title' && f.name !== 'genre'),
          { name: 'stock', type: 'integer', required: true, default: 0 },
        ],
      },
    ];
    const { changes, losses } = growModelChange(target(LIBRARY), grown);
    expect(changes).toContain('rename book.title to headline');
    expect(changes).toContain('add book.stock (integer, required, default 0)');
    expect(changes).toContain('drop book.genre');
    expect(losses).toEqual(['book.headline holds fewer characters: longer values are cut', 'the genre of every book is deleted with its column']);
    expect(growModelChange(target([]), LIBRARY).changes).toEqual(['add resource author (full_name)', 'add resource book (title, author_id, genre)']);
  });

  it('says fields that only moved leave the tables as they are', () => {
    const [author, book] = LIBRARY;
    const moved: ResourceModel = [author, { name: 'book', fields: [...book.fields].reverse() }];
    expect(growModelChange(target(LIBRARY), moved)).toEqual({ changes: ['fields reordered (the tables stay as they are)'], losses: [] });
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
