// The difference between two projects' files, as per-file unified diffs and as one git patch that
// `git apply` (and `git apply -3`) takes inside the unpacked `from` project. Pure: two file lists in,
// text out. The line diff (Myers) is jsdiff's; the git framing is written here.
//
// Git's framing: `diff --git a/<path> b/<path>`, then `new file mode` / `deleted file mode` / `old mode`
// + `new mode`, then an `index` line with the full blob ids (so `git apply -3` can find the original
// blobs and merge), then `---` / `+++` and hunks. Binary files (a NUL in the first 8000 bytes, as git
// decides, or bytes that are not UTF-8) say "Binary files ... differ" in the per-file diff; the patch
// carries them as a `GIT binary patch` (zlib data in git's base 85), which git applies thanks to the
// full index line.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { structuredPatch } from 'diff';
import type { DiffFile, DiffSummary } from '@/lib/schemas/generation';

export interface ProjectFile {
  /** Relative, '/'-separated. */
  path: string;
  content: string | Uint8Array;
  /** The file's unix mode as the zip records it, e.g. 0o100644; git keeps only the executable bit. */
  mode: number;
}

export interface ProjectDiff {
  summary: DiffSummary;
  /** The changed files only, sorted by path. */
  files: DiffFile[];
  /** Every file's part in one git patch; empty when nothing changed. */
  patch: string;
}

const CONTEXT_LINES = 3;
const NO_BLOB = '0'.repeat(40);
const NO_NEWLINE = '\\ No newline at end of file';

export function diffProjects(from: readonly ProjectFile[], to: readonly ProjectFile[]): ProjectDiff {
  const steps = diffSteps(from, to);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same comparison in slices of about `sliceMs` of CPU, each followed by a turn of the event loop, so
 * the requests beside a large diff (health checks, pages, generations) are answered meanwhile.
 */
export async function diffProjectsInSlices(from: readonly ProjectFile[], to: readonly ProjectFile[], sliceMs = 2): Promise<ProjectDiff> {
  const steps = diffSteps(from, to);
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

/** The comparison, pausing (yield) after each changed file. */
function* diffSteps(from: readonly ProjectFile[], to: readonly ProjectFile[]): Generator<void, ProjectDiff> {
  const before = new Map(from.map((f) => [f.path, f]));
  const after = new Map(to.map((f) => [f.path, f]));
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const summary: DiffSummary = { files_added: 0, files_modified: 0, files_deleted: 0, lines_added: 0, lines_removed: 0 };
  const files: DiffFile[] = [];
  const patch: string[] = [];
  for (const path of paths) {
    const a = before.get(path);
    const b = after.get(path);
    // Most files of two related projects are the same text: no bytes needed to say so.
    if (a && b && a.mode === b.mode && typeof a.content === 'string' && a.content === b.content) continue;
    const change = diffFile(path, side(a), side(b));
    yield;
    if (!change) continue;
    files.push(change.file);
    patch.push(change.patch);
    summary[`files_${change.file.status}`]++;
    summary.lines_added += change.file.lines_added;
    summary.lines_removed += change.file.lines_removed;
  }
  return { summary, files, patch: patch.join('') };
}

interface Side {
  bytes: Buffer;
  /** The content as text; null for a binary file. */
  text: string | null;
  /** Git's mode: 100755 with any executable bit, 100644 otherwise. */
  mode: string;
}

function side(file: ProjectFile | undefined): Side | null {
  if (!file) return null;
  const bytes = typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : Buffer.from(file.content);
  return { bytes, text: textOf(file.content, bytes), mode: file.mode & 0o111 ? '100755' : '100644' };
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function textOf(content: string | Uint8Array, bytes: Buffer): string | null {
  if (bytes.subarray(0, 8000).includes(0)) return null;
  if (typeof content === 'string') return content;
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

function diffFile(path: string, a: Side | null, b: Side | null): { file: DiffFile; patch: string } | null {
  const sameBytes = a !== null && b !== null && a.bytes.equals(b.bytes);
  if (sameBytes && a.mode === b.mode) return null;
  const status = !a ? 'added' : !b ? 'deleted' : 'modified';
  const oldName = a ? `a/${path}` : '/dev/null';
  const newName = b ? `b/${path}` : '/dev/null';

  let header = `diff --git ${quote(`a/${path}`)} ${quote(`b/${path}`)}\n`;
  if (!a) header += `new file mode ${b!.mode}\n`;
  else if (!b) header += `deleted file mode ${a.mode}\n`;
  else if (a.mode !== b.mode) header += `old mode ${a.mode}\nnew mode ${b.mode}\n`;
  if (!sameBytes) {
    const sameMode = a && b && a.mode === b.mode;
    header += `index ${a ? blobId(a.bytes) : NO_BLOB}..${b ? blobId(b.bytes) : NO_BLOB}${sameMode ? ` ${a.mode}` : ''}\n`;
  }

  const binary = (a !== null && a.text === null) || (b !== null && b.text === null);
  if (binary) {
    const file: DiffFile = { path, status, binary, lines_added: 0, lines_removed: 0, diff: `${header}Binary files ${quote(oldName)} and ${quote(newName)} differ\n` };
    const body = sameBytes ? '' : `GIT binary patch\n${binaryLiteral(b?.bytes)}${binaryLiteral(a?.bytes)}`;
    return { file, patch: header + body };
  }

  const hunks = sameBytes ? { text: '', added: 0, removed: 0 } : textHunks(a?.text ?? null, b?.text ?? null);
  // Git writes no ---/+++ for a change without hunks (an empty file added or deleted, a mode change).
  const body = hunks.text ? `--- ${fileLine(oldName)}\n+++ ${fileLine(newName)}\n${hunks.text}` : '';
  const diff = header + body;
  return { file: { path, status, binary, lines_added: hunks.added, lines_removed: hunks.removed, diff }, patch: diff };
}

/** The hunks from `a` to `b` (null: the file does not exist on that side), with their line counts. */
function textHunks(a: string | null, b: string | null): { text: string; added: number; removed: number } {
  // A whole file added or removed is one hunk: no need for a line diff.
  if (a === null || a === '') return wholeFile(b ?? '', '+');
  if (b === null || b === '') return wholeFile(a, '-');
  const { hunks } = structuredPatch('a', 'b', a, b, undefined, undefined, { context: CONTEXT_LINES });
  let text = '';
  let added = 0;
  let removed = 0;
  for (const h of hunks) {
    // An empty range is written one line before where it would start (the unified format's rule).
    text += `@@ -${h.oldLines === 0 ? h.oldStart - 1 : h.oldStart},${h.oldLines} +${h.newLines === 0 ? h.newStart - 1 : h.newStart},${h.newLines} @@\n`;
    for (const line of h.lines) {
      if (line[0] === '+') added++;
      else if (line[0] === '-') removed++;
      text += `${line}\n`;
    }
  }
  return { text, added, removed };
}

function wholeFile(text: string, sign: '+' | '-'): { text: string; added: number; removed: number } {
  if (text === '') return { text: '', added: 0, removed: 0 };
  const lines = text.split('\n');
  const endsWithNewline = lines[lines.length - 1] === '';
  if (endsWithNewline) lines.pop();
  const n = lines.length;
  let out = sign === '+' ? `@@ -0,0 +1,${n} @@\n` : `@@ -1,${n} +0,0 @@\n`;
  out += `${sign}${lines.join(`\n${sign}`)}\n`;
  if (!endsWithNewline) out += `${NO_NEWLINE}\n`;
  return { text: out, added: sign === '+' ? n : 0, removed: sign === '-' ? n : 0 };
}

/** The id git gives the file's content (SHA-1 of "blob <size>\0" and the bytes). */
function blobId(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

const BASE85 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~';

/**
 * One side of a GIT binary patch: `literal <size>`, then the zlib data in lines of up to 52 bytes,
 * each led by its length ('A'-'Z' 1-26, 'a'-'z' 27-52) and written in base 85, four bytes to five
 * characters; a blank line ends it. A missing file is `literal 0`.
 */
function binaryLiteral(bytes: Buffer | undefined): string {
  const data = bytes ?? Buffer.alloc(0);
  const packed = zlib.deflateSync(data);
  let out = `literal ${data.length}\n`;
  for (let i = 0; i < packed.length; i += 52) {
    const line = packed.subarray(i, i + 52);
    out += String.fromCharCode(line.length <= 26 ? 64 + line.length : 70 + line.length);
    for (let j = 0; j < line.length; j += 4) {
      let value = ((line[j] << 24) | ((line[j + 1] ?? 0) << 16) | ((line[j + 2] ?? 0) << 8) | (line[j + 3] ?? 0)) >>> 0;
      let group = '';
      for (let k = 0; k < 5; k++) {
        group = BASE85[value % 85] + group;
        value = Math.floor(value / 85);
      }
      out += group;
    }
    out += '\n';
  }
  return `${out}\n`;
}

/** A name on a ---/+++ line: git ends one that holds a space with a tab, so the name's end is clear. */
function fileLine(name: string): string {
  return name.includes(' ') ? `${quote(name)}\t` : quote(name);
}

const ESCAPES: Record<number, string> = { 7: '\\a', 8: '\\b', 9: '\\t', 10: '\\n', 11: '\\v', 12: '\\f', 13: '\\r', 34: '\\"', 92: '\\\\' };

/** Git's quoting of a path: in double quotes with C escapes (octal for other bytes) when it needs any. */
function quote(name: string): string {
  const bytes = Buffer.from(name, 'utf8');
  if (!bytes.some((c) => c < 0x20 || c === 0x22 || c === 0x5c || c >= 0x7f)) return name;
  let out = '"';
  for (const c of bytes) out += ESCAPES[c] ?? (c < 0x20 || c >= 0x7f ? `\\${c.toString(8).padStart(3, '0')}` : String.fromCharCode(c));
  return `${out}"`;
}
