// The generator: a validated project spec -> the files of a Go backend project -> a reproducible zip.
// Templates, manifests and lock data live in go-templates/ (see go-templates/README.md).
import zlib from 'node:zlib';
import JSZip from 'jszip';
// JSZip's own classes for an entry whose bytes are already compressed (what loadAsync builds): the zip
// is still written by JSZip, but DEFLATE runs in Node's native zlib, about five times faster than
// JSZip's JavaScript deflate, which was 85% of the cost of a generation (bench/generate.ts).
import CompressedObject from 'jszip/lib/compressedObject';
import compressions from 'jszip/lib/compressions';
import { composeProject, nameValues, type NameValues } from './compose';
import { FRAMEWORK_IDS, library } from './library';

export type Framework = 'gin' | 'echo' | 'fiber';

export interface ProjectSpec {
  projectName: string;
  framework: Framework;
  /** The validated, adjusted list: includes the framework id and always env, gitignore, middleware. */
  features: string[];
}

export interface GeneratedFile {
  path: string;
  content: string;
}

/** Every id the generator implements: the three frameworks and each feature folder in go-templates/features. */
export function implementedFeatureIds(): ReadonlySet<string> {
  return new Set<string>([...FRAMEWORK_IDS, ...library().features.keys()]);
}

/**
 * Composition depends on the name only through three values, so a selection is composed once with
 * markers in their place and each project fills in its own. The markers are private-use characters,
 * which no template contains and no transformation of the engine changes. tests/unit/generator
 * checks that the result equals a direct composition, byte for byte.
 */
const MARKS: NameValues = { projectName: '\uE000', imageName: '\uE001', dbName: '\uE002' };
/** A marker: `replace` swaps it, `search` finds it, `split` keeps it (the group) between the pieces. */
const MARK = /([\uE000-\uE002])/g;
const composed = new Map<string, GeneratedFile[]>();
const COMPOSED_LIMIT = 64;

function composedFor(spec: ProjectSpec): GeneratedFile[] {
  const key = `${spec.framework}:${[...new Set(spec.features)].sort().join(',')}`;
  let files = composed.get(key);
  if (!files) {
    files = composeProject(library(), spec, MARKS);
    for (const f of files) {
      const segments = f.path.split('/');
      if (f.path.startsWith('/') || segments.some((s) => s === '' || s === '.' || s === '..') || f.path.includes('\\') || f.path.search(MARK) >= 0) {
        throw new Error(`unsafe path in the generated project: "${f.path}"`);
      }
    }
    composed.set(key, files);
    if (composed.size > COMPOSED_LIMIT) composed.delete(composed.keys().next().value!);
  }
  return files;
}

/** The project's files, sorted by path. Paths are relative and '/'-separated. */
export function generateProjectFiles(spec: ProjectSpec): GeneratedFile[] {
  const byMark = valuesByMark(spec);
  return composedFor(spec).map((f) => ({ path: f.path, content: f.content.replace(MARK, (m) => byMark[m]) }));
}

/** What each marker stands for in this project. */
function valuesByMark(spec: ProjectSpec): Record<string, string> {
  // Validation guarantees this; the name becomes the Go module path and the zip's folder.
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(spec.projectName)) throw new Error(`invalid project name "${spec.projectName}"`);
  const names = nameValues(spec.projectName);
  return { [MARKS.projectName]: names.projectName, [MARKS.imageName]: names.imageName, [MARKS.dbName]: names.dbName };
}

/** Every entry is stamped with this instant, so the same spec always gives the same bytes. */
export const ZIP_DATE = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));

/** The project as a zip whose entries sit under `<projectName>/`: sorted, no folder entries, DEFLATE. */
export async function generateProjectZip(spec: ProjectSpec): Promise<Uint8Array> {
  const byMark = valuesByMark(spec);
  const zip = new JSZip();
  for (const f of composedFor(spec)) {
    zip.file(`${spec.projectName}/${f.path}`, deflated(f.content, byMark), { date: ZIP_DATE, createFolders: false, unixPermissions: 0o100644 });
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', platform: 'UNIX' });
}

/**
 * DEFLATE data by content, bounded by the length of the cached contents (the oldest go first). A file
 * without the name is compressed once for every later project with the same features. A file that
 * mentions the name is compressed piece by piece, each piece between two mentions once for all
 * projects: a piece is a run of DEFLATE blocks ending byte-aligned (a sync flush), the name goes in
 * as a stored block, and an empty final block closes the stream. Only the CRC is computed per project.
 */
interface Packed {
  raw: Buffer;
  packed: Buffer;
}
const cache = new Map<string, Packed>();
let cachedLength = 0;
const CACHE_LIMIT = 32 * 1024 * 1024;
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

function packedPiece(text: string, flush: number): Packed {
  const key = `${flush}\0${text}`;
  let entry = cache.get(key);
  if (!entry) {
    // Synchronous: zlib's asynchronous API costs more in stream bookkeeping than these small files take.
    const raw = Buffer.from(text, 'utf8');
    entry = { raw, packed: zlib.deflateRawSync(raw, { level: 6, finishFlush: flush }) };
    cache.set(key, entry);
    cachedLength += key.length;
    for (const old of cache.keys()) {
      if (cachedLength <= CACHE_LIMIT) break;
      cache.delete(old);
      cachedLength -= old.length;
    }
  }
  return entry;
}

/** A stored (uncompressed) non-final block: header byte, LEN and its complement, the bytes. */
function storedBlock(raw: Buffer): Buffer {
  const header = Buffer.from([0x00, raw.length & 0xff, raw.length >> 8, ~raw.length & 0xff, (~raw.length >> 8) & 0xff]);
  return Buffer.concat([header, raw]);
}

function deflated(marked: string, byMark: Record<string, string>): JSZip.InputType {
  let raw: Buffer;
  let packed: Buffer;
  if (marked.search(MARK) < 0) {
    ({ raw, packed } = packedPiece(marked, zlib.constants.Z_FINISH));
  } else {
    const raws: Buffer[] = [];
    const blocks: Buffer[] = [];
    for (const piece of marked.split(MARK)) {
      if (piece === '') continue;
      if (piece in byMark) {
        const name = Buffer.from(byMark[piece], 'utf8');
        raws.push(name);
        blocks.push(storedBlock(name));
      } else {
        const p = packedPiece(piece, zlib.constants.Z_SYNC_FLUSH);
        raws.push(p.raw);
        blocks.push(p.packed);
      }
    }
    blocks.push(FINAL_EMPTY_BLOCK);
    raw = Buffer.concat(raws);
    packed = Buffer.concat(blocks);
  }
  return new CompressedObject(packed.length, raw.length, zlib.crc32(raw) >>> 0, compressions.DEFLATE, packed) as unknown as JSZip.InputType;
}
