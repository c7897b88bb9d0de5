// A project's files with their modes, as its zip has them: from the generator, or from a zip (a stored
// one, or one a site sent). Pure: the site's diff and grow and the command line read projects here.
import JSZip from 'jszip';
import { generateProjectFiles, generateProjectZip, type ProjectSpec } from '@/lib/generator';
import type { ProjectFile } from './diff';

/**
 * The project's files with their contents from the generator (as preview reads them) and their modes
 * from the project's zip, so the patch sets exactly the modes the download has.
 */
export async function projectFiles(spec: ProjectSpec): Promise<ProjectFile[]> {
  const modes = zipModes(await generateProjectZip(spec), `${spec.projectName}/`);
  return generateProjectFiles(spec).map((f) => {
    const mode = modes.get(f.path);
    if (mode === undefined) throw new Error(`the zip has no entry for ${f.path}`);
    return { path: f.path, content: f.content, mode };
  });
}

/**
 * What a zip to unpack may hold at most (zipProjectFiles). The site caps no zip of its own (only request
 * bodies, MAX_BODY_BYTES, which bound the model); its largest project, every compatible feature and a
 * model of 30 resources of 40 fields, is a zip of 1 MiB holding 566 files of 4.3 MiB, so these leave
 * room for more than 50 times that (a long model history included). Past them a zip is no project of
 * the generator's but a mistake or an attack (a zip bomb: a few megabytes that inflate to gigabytes),
 * refused from its central directory before anything is inflated.
 */
export const ZIP_LIMITS = {
  /** The zip's own bytes; the command line stops reading a site's answer past them. */
  bytes: 64 * 1024 * 1024,
  entries: 10_000,
  /** All its files' bytes, unpacked. */
  unpackedBytes: 256 * 1024 * 1024,
  /** Unpacked bytes per byte of zip: DEFLATE gives Go sources 3 to 10, a zip bomb up to 1032. */
  ratio: 100,
} as const;

/** A zip zipProjectFiles refuses: not a zip at all (`notAZip`), or past ZIP_LIMITS, or not a project's. */
export class ZipRefusedError extends Error {
  constructor(
    message: string,
    readonly notAZip = false,
  ) {
    super(message);
  }
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const UNIX = 3;
const MiB = 1024 * 1024;

interface CentralEntry {
  name: string;
  /** The unix mode, 0o100644 where the zip records none. */
  mode: number;
  /** As the central directory declares it: the inflated bytes may differ (zipProjectFiles counts them). */
  unpackedSize: number;
}

/** The zip's central directory: each entry's name, unix mode (external attributes, upper half) and declared size. */
function centralDirectory(zip: Uint8Array): CentralEntry[] {
  const buf = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const notAZip = (why: string) => new ZipRefusedError(`not a zip: ${why}`, true);
  // The end record is the last 22 bytes but for a comment of at most 64 KiB.
  const first = Math.max(0, buf.length - 22 - 0xffff);
  let end = buf.length - 22;
  while (end >= first && buf.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) end--;
  if (end < first) throw notAZip('no end of central directory');
  const count = buf.readUInt16LE(end + 10);
  if (count > ZIP_LIMITS.entries) throw new ZipRefusedError(`the zip holds ${count} entries, more than ${ZIP_LIMITS.entries}`);
  const entries: CentralEntry[] = [];
  let at = buf.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL_HEADER) throw notAZip('bad central directory');
    const nameLength = buf.readUInt16LE(at + 28);
    const attributes = buf.readUInt32LE(at + 38) >>> 16;
    entries.push({
      name: buf.toString('utf8', at + 46, Math.min(end, at + 46 + nameLength)),
      mode: buf[at + 5] === UNIX && attributes !== 0 ? attributes : 0o100644,
      unpackedSize: buf.readUInt32LE(at + 24),
    });
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return entries;
}

/** Each entry's unix mode, by path under `folder`. */
function zipModes(zip: Uint8Array, folder: string): Map<string, number> {
  return new Map(centralDirectory(zip).filter((e) => e.name.startsWith(folder)).map((e) => [e.name.slice(folder.length), e.mode]));
}

/** Refuses a zip past ZIP_LIMITS by what its central directory declares; returns its declared unpacked bytes. */
function checkDeclared(zip: Uint8Array): number {
  if (zip.byteLength > ZIP_LIMITS.bytes) throw new ZipRefusedError(`the zip is larger than ${ZIP_LIMITS.bytes / MiB} MiB`);
  const declared = centralDirectory(zip).reduce((sum, e) => sum + e.unpackedSize, 0);
  if (declared > ZIP_LIMITS.unpackedBytes) throw new ZipRefusedError(`the zip would unpack to ${Math.ceil(declared / MiB)} MiB, more than ${ZIP_LIMITS.unpackedBytes / MiB} MiB`);
  if (declared > ZIP_LIMITS.ratio * zip.byteLength) throw new ZipRefusedError(`the zip would unpack to ${Math.round(declared / zip.byteLength)} times its size, more than ${ZIP_LIMITS.ratio}: a zip bomb?`);
  return declared;
}

/**
 * An entry's bytes, inflated chunk by chunk: `take` is told each chunk's size and stops the inflating
 * when it answers false, so a zip whose declared sizes lie is refused without inflating the rest.
 */
function inflate(entry: JSZip.JSZipObject, take: (bytes: number) => boolean): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const stream = entry.nodeStream('nodebuffer');
    stream
      .on('data', (chunk: Buffer) => {
        if (take(chunk.byteLength)) return void chunks.push(chunk);
        // Stops the next block; what is left of this one comes here again and is dropped.
        stream.pause();
        reject(new ZipRefusedError(`${entry.name} unpacks to more bytes than the zip declares`));
      })
      .on('error', (err: Error) => reject(new ZipRefusedError(`${entry.name}: ${err.message}`)))
      .on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      });
  });
}

/** Whether a path is relative, '/'-separated, without empty, `.`, `..` or `.git` parts (the generator writes no other). */
const safePath = (p: string) => !p.includes('\\') && p.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && part.toLowerCase() !== '.git');

/**
 * The files of a project's zip as it was downloaded (a stored zip, or a site's answer): every entry under
 * `<projectName>/`, bytes as stored, modes from the entries (0o100644 where the zip records none). A zip
 * past ZIP_LIMITS, or not a zip, or with an entry elsewhere, is a ZipRefusedError.
 */
export async function zipProjectFiles(zip: Uint8Array, projectName: string): Promise<ProjectFile[]> {
  let budget = checkDeclared(zip);
  let archive: JSZip;
  try {
    archive = await JSZip.loadAsync(zip);
  } catch (err) {
    throw new ZipRefusedError(`not a zip: ${(err as Error).message}`, true);
  }
  const folder = `${projectName}/`;
  const files: ProjectFile[] = [];
  for (const entry of Object.values(archive.files)) {
    if (entry.dir) continue;
    const path = entry.name.slice(folder.length);
    if (!entry.name.startsWith(folder) || !safePath(path)) throw new ZipRefusedError(`zip entry outside ${folder}: ${JSON.stringify(entry.name)}`);
    const mode = typeof entry.unixPermissions === 'number' && entry.unixPermissions !== 0 ? entry.unixPermissions : 0o100644;
    // The declared sizes were within the limits; the inflated bytes must be too.
    files.push({ path, content: await inflate(entry, (bytes) => (budget -= bytes) >= 0), mode });
  }
  return files;
}
