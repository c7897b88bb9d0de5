// The go.mod and go.sum of every configuration of the matrix (tests/go/matrix.ts) are what `go mod
// tidy` writes: the lock data (go-templates/go.lock.json) is the union of what each package needs alone,
// and this checks that the union holds for every combination in seconds, without building anything.
//
//   npx tsx tests/go/tidy.ts
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateProjectFiles } from '../../lib/generator';
import { buildMatrix } from './matrix';

const run = promisify(execFile);

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-tidy-'));
  const failures: string[] = [];
  const matrix = buildMatrix();
  try {
    for (const entry of matrix) {
      const dir = path.join(work, entry.name);
      for (const f of generateProjectFiles(entry.spec)) {
        fs.mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true });
        fs.writeFileSync(path.join(dir, f.path), f.content);
      }
      try {
        await run('go', ['mod', 'tidy', '-diff'], { cwd: dir, env: { ...process.env, GOTOOLCHAIN: 'local', GOFLAGS: '-mod=mod' }, maxBuffer: 16 << 20 });
      } catch (err) {
        failures.push(`${entry.name}:\n${(err as { stdout?: string }).stdout ?? err}`);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  for (const f of failures) console.log(`\n=== go mod tidy -diff: ${f}`);
  console.log(`${matrix.length - failures.length}/${matrix.length} configurations: go.mod and go.sum as go mod tidy writes them`);
  process.exit(failures.length === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
