// Which generator made a project: a hash of everything in go-templates/ (templates, manifests, pinned
// versions.json and go.lock.json), so any change to the output's sources gives a new version. The
// history stores it with each generation to tell which projects an upgrade would change.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/** The first 12 hex characters of a SHA-256 over every file's path and bytes, sorted by path. Computed once per process. */
export function generatorVersion(): string {
  cached ??= hashTree(path.join(process.cwd(), 'go-templates'));
  return cached;
}

function hashTree(root: string): string {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile()) files.push(p);
    }
  };
  walk('');
  files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash('sha256');
  for (const p of files) {
    const bytes = fs.readFileSync(path.join(root, p));
    // Lengths delimit each field, so no two different trees feed the same bytes.
    hash.update(`${p.length}:${p}\0${bytes.byteLength}:`);
    hash.update(bytes);
  }
  return hash.digest('hex').slice(0, 12);
}
