// The diff module on its own: git's framing, hunks with three lines of context, the markers for a
// missing final newline, empty and binary files, modes, quoting. tests/go/patch.ts applies such
// patches with git.
import { describe, expect, it } from 'vitest';
import { diffProjects, type ProjectFile } from '@/lib/generation/diff';

const file = (path: string, content: string | Uint8Array, mode = 0o100644): ProjectFile => ({ path, content, mode });
const numbered = (n: number, change?: [number, string]) =>
  Array.from({ length: n }, (_, i) => (change && change[0] === i + 1 ? change[1] : `line ${i + 1}`)).join('\n') + '\n';
/** git hash-object of 'hello\n'. */
const HELLO = 'ce013625030ba8dba906f756967f9e9ca394464a';
const NONE = '0'.repeat(40);

describe('diffProjects', () => {
  it('answers nothing for identical file lists', () => {
    const files = [file('a.txt', 'same\n'), file('b.sh', '#!/bin/sh\n', 0o100755)];
    expect(diffProjects(files, [...files].reverse())).toEqual({
      summary: { files_added: 0, files_modified: 0, files_deleted: 0, lines_added: 0, lines_removed: 0 },
      files: [],
      patch: '',
    });
  });

  it('writes a modified file as git does, with three lines of context', () => {
    const { files, patch, summary } = diffProjects([file('f.txt', numbered(20))], [file('f.txt', numbered(20, [10, 'changed']))]);
    expect(summary).toEqual({ files_added: 0, files_modified: 1, files_deleted: 0, lines_added: 1, lines_removed: 1 });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ path: 'f.txt', status: 'modified', binary: false, lines_added: 1, lines_removed: 1 });
    expect(patch).toBe(files[0].diff);
    expect(patch).toMatch(/^diff --git a\/f.txt b\/f.txt\nindex [0-9a-f]{40}\.\.[0-9a-f]{40} 100644\n--- a\/f.txt\n\+\+\+ b\/f.txt\n/);
    expect(patch.split('\n').slice(4).join('\n')).toBe(
      ['@@ -7,7 +7,7 @@', ' line 7', ' line 8', ' line 9', '-line 10', '+changed', ' line 11', ' line 12', ' line 13', ''].join('\n'),
    );
  });

  it('marks a missing final newline on either side', () => {
    const { patch } = diffProjects([file('a', 'one\ntwo'), file('b', 'x\n')], [file('a', 'one\nthree'), file('b', 'x'), file('c', 'last')]);
    expect(patch).toContain('@@ -1,2 +1,2 @@\n one\n-two\n\\ No newline at end of file\n+three\n\\ No newline at end of file\n');
    expect(patch).toContain('@@ -1,1 +1,1 @@\n-x\n+x\n\\ No newline at end of file\n');
    expect(patch).toContain(`diff --git a/c b/c\nnew file mode 100644\nindex ${NONE}..`);
    expect(patch).toContain('--- /dev/null\n+++ b/c\n@@ -0,0 +1,1 @@\n+last\n\\ No newline at end of file\n');
  });

  it('adds and deletes whole files, empty ones without hunks, with full blob ids', () => {
    const { files, patch, summary } = diffProjects([file('old.txt', 'a\nb\n'), file('empty-old', '')], [file('hello.txt', 'hello\n'), file('empty-new', '')]);
    expect(summary).toEqual({ files_added: 2, files_modified: 0, files_deleted: 2, lines_added: 1, lines_removed: 2 });
    expect(files.map((f) => [f.path, f.status])).toEqual([
      ['empty-new', 'added'],
      ['empty-old', 'deleted'],
      ['hello.txt', 'added'],
      ['old.txt', 'deleted'],
    ]);
    const empty = 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391';
    expect(patch).toContain(`diff --git a/empty-new b/empty-new\nnew file mode 100644\nindex ${NONE}..${empty}\ndiff --git a/empty-old`);
    expect(patch).toContain(`diff --git a/empty-old b/empty-old\ndeleted file mode 100644\nindex ${empty}..${NONE}\ndiff --git a/hello.txt`);
    expect(patch).toContain(`new file mode 100644\nindex ${NONE}..${HELLO}\n--- /dev/null\n+++ b/hello.txt\n@@ -0,0 +1,1 @@\n+hello\n`);
    expect(patch).toContain('deleted file mode 100644\nindex ');
    expect(patch).toContain('--- a/old.txt\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-a\n-b\n');
  });

  it('carries the executable bit as git modes', () => {
    const { files, patch } = diffProjects(
      [file('run.sh', '#!/bin/sh\n'), file('tool.sh', 'x\n', 0o100755)],
      [file('run.sh', '#!/bin/sh\n', 0o100755), file('tool.sh', 'y\n', 0o100775), file('new.sh', 'z\n', 0o100700)],
    );
    expect(files.map((f) => f.status)).toEqual(['added', 'modified', 'modified']);
    expect(patch).toContain('diff --git a/new.sh b/new.sh\nnew file mode 100755\n');
    expect(patch).toContain('diff --git a/run.sh b/run.sh\nold mode 100644\nnew mode 100755\ndiff --git a/tool.sh');
    expect(patch).toMatch(/diff --git a\/tool.sh b\/tool.sh\nindex [0-9a-f]{40}\.\.[0-9a-f]{40} 100755\n/);
  });

  it('says a binary file differs, and puts its bytes in the patch', () => {
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]);
    const { files, patch, summary } = diffProjects([file('logo.png', bytes)], [file('logo.png', Uint8Array.from([...bytes, 4]))]);
    expect(summary.lines_added + summary.lines_removed).toBe(0);
    expect(files[0]).toMatchObject({ binary: true, status: 'modified' });
    expect(files[0].diff).toMatch(/\nBinary files a\/logo.png and b\/logo.png differ\n$/);
    expect(patch).toMatch(/\nGIT binary patch\nliteral 9\n[A-Za-z].+\n\nliteral 8\n[A-Za-z].+\n\n$/);
    const added = diffProjects([], [file('x.bin', bytes)]);
    expect(added.files[0].diff).toContain('Binary files /dev/null and b/x.bin differ');
    expect(added.patch).toContain('GIT binary patch\nliteral 8\n');
    expect(added.patch).toMatch(/\n\nliteral 0\n[A-Za-z].+\n\n$/);
  });

  it('quotes names as git does', () => {
    const { patch } = diffProjects([], [file('with space.txt', 'a\n'), file('caf\u00e9 "x".txt', 'b\n')]);
    expect(patch).toContain('diff --git "a/caf\\303\\251 \\"x\\".txt" "b/caf\\303\\251 \\"x\\".txt"\n');
    expect(patch).toContain('diff --git a/with space.txt b/with space.txt\n');
    expect(patch).toContain('+++ b/with space.txt\t\n');
  });
});
