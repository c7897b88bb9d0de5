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

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const UNIX = 3;

/** Each entry's unix mode from the zip's central directory (external attributes, upper half), by path under `folder`. */
function zipModes(zip: Uint8Array, folder: string): Map<string, number> {
  const buf = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = buf.length - 22;
  while (end >= 0 && buf.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) end--;
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const modes = new Map<string, number>();
  let at = buf.readUInt32LE(end + 16);
  for (let i = buf.readUInt16LE(end + 10); i > 0; i--) {
    if (buf.readUInt32LE(at) !== CENTRAL_HEADER) throw new Error('zip: bad central directory');
    const nameLength = buf.readUInt16LE(at + 28);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    const attributes = buf.readUInt32LE(at + 38) >>> 16;
    const mode = buf[at + 5] === UNIX && attributes !== 0 ? attributes : 0o100644;
    if (name.startsWith(folder)) modes.set(name.slice(folder.length), mode);
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return modes;
}

/**
 * The files of a project's zip as it was downloaded (a stored zip): every entry under `<projectName>/`,
 * bytes as stored, modes from the entries (0o100644 where the zip records none).
 */
export async function zipProjectFiles(zip: Uint8Array, projectName: string): Promise<ProjectFile[]> {
  const archive = await JSZip.loadAsync(zip);
  const folder = `${projectName}/`;
  const files: ProjectFile[] = [];
  for (const entry of Object.values(archive.files)) {
    if (entry.dir) continue;
    if (!entry.name.startsWith(folder)) throw new Error(`zip entry outside ${folder}: ${entry.name}`);
    const mode = typeof entry.unixPermissions === 'number' && entry.unixPermissions !== 0 ? entry.unixPermissions : 0o100644;
    files.push({ path: entry.name.slice(folder.length), content: await entry.async('uint8array'), mode });
  }
  return files;
}
