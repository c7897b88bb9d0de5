// The whole matrix takes hours on two cores, longer than one sitting. A ledger (`verify.ts --ledger FILE`)
// keeps each configuration that passed every column, keyed by what decided it: the bytes of its zip (the
// templates and the generator, byte-for-byte reproducible), the verification's own code and fixtures
// (tests/go), and the Go toolchain and judging tools' versions. A later run with the same ledger skips a
// configuration whose key it holds and verifies the rest, so a matrix run may stop and go on across
// sittings and still report every configuration as checked on the bytes main generates now; change a
// template, a probe or a tool and the configurations it touches run again. A failure is never kept.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { run } from './command';
import type { ConfigResult } from './verify';

/** One line of the ledger file (JSON Lines): a configuration that passed, under its key. */
interface LedgerLine {
  key: string;
  result: ConfigResult;
  at: string;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * What every configuration's key shares: tests/go's files, the pins of the Go tools (scripts/go-tools.sh)
 * and the versions of the toolchain, the linter and protoc.
 */
async function verifierFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const files = [...filesUnder(__dirname), path.join(__dirname, '../../scripts/go-tools.sh')];
  for (const file of files) hash.update(path.relative(__dirname, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  for (const [tool, ...args] of [['go', 'version'], ['golangci-lint', 'version'], ['protoc', '--version']]) {
    hash.update((await run(tool, args)).output.trim()).update('\0');
  }
  return hash.digest('hex');
}

export class Ledger {
  private readonly passed = new Map<string, ConfigResult>();

  private constructor(
    private readonly file: string,
    private readonly fingerprint: string,
  ) {
    if (!fs.existsSync(file)) return;
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const { key, result, at } = JSON.parse(line) as LedgerLine;
      this.passed.set(key, { ...result, keptFrom: at });
    }
  }

  static async open(file: string): Promise<Ledger> {
    return new Ledger(file, await verifierFingerprint());
  }

  /** The key of a configuration's zip under this verification. */
  key(name: string, zip: Uint8Array): string {
    return createHash('sha256').update(this.fingerprint).update(name).update('\0').update(zip).digest('hex');
  }

  /** The passing result kept under `key`, if any. */
  find(key: string): ConfigResult | undefined {
    return this.passed.get(key);
  }

  /** Keeps a result that passed (appended at once: a run cut off keeps what it finished). */
  keep(key: string, result: ConfigResult): void {
    if (result.failures.length > 0) return;
    const line: LedgerLine = { key, result, at: new Date().toISOString() };
    fs.appendFileSync(this.file, `${JSON.stringify(line)}\n`);
  }
}
