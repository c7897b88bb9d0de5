// Every model validation accepts builds: random models as a user might type them (tests/utils/random-models.ts:
// nouns, Go and SQL words, the generated code's own words, prefixes, references), each on one of
// MODEL_CONFIGURATIONS in turn (every store, with and without Auth and JWT Auth). An accepted model's
// project must pass `go vet ./...`; every seventh also `go test ./...` (without its database: the store's
// tests skip; seven, not ten, so that the tested ones meet every configuration). The seed is printed, so a failure replays.
//
//   npx tsx tests/go/random-models.ts [--models 500] [--seed N] [--jobs N]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { validateConfiguration } from '../../lib/catalogue/validate';
import { generateProjectZip, implementedFeatureIds } from '../../lib/generator';
import { MODEL_CONFIGURATIONS, modelArb } from '../utils/random-models';
import { run } from './command';
import { VERIFY_PROJECT_NAME } from './matrix';
import { goEnv, unzipTo } from './verify';

interface Options {
  models: number;
  seed: number;
  jobs: number;
}

function parseArgs(args: string[]): Options {
  const options: Options = { models: 500, seed: Date.now() % 2 ** 31, jobs: os.availableParallelism() };
  for (let i = 0; i < args.length; i++) {
    const value = Number(args[i + 1]);
    if (args[i] === '--models') options.models = value;
    else if (args[i] === '--seed') options.seed = value;
    else if (args[i] === '--jobs') options.jobs = value;
    else {
      console.error(`unknown argument ${args[i]}\nusage: npx tsx tests/go/random-models.ts [--models N] [--seed N] [--jobs N]`);
      process.exit(2);
    }
    i++;
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  console.log(`${options.models} random models, seed ${options.seed} (--seed ${options.seed} replays them), ${options.jobs} at a time`);
  const models = fc.sample(modelArb(), { numRuns: options.models, seed: options.seed });
  const available = implementedFeatureIds();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-random-models-'));
  const env = goEnv([]);
  const refusedBy = new Map<string, number>();
  const failures: string[] = [];
  let accepted = 0;
  let tested = 0;
  let vetFailures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.jobs }, async () => {
      while (next < models.length) {
        const i = next++;
        const model = models[i];
        const config = MODEL_CONFIGURATIONS[i % MODEL_CONFIGURATIONS.length];
        const result = validateConfiguration({ framework: config.framework, features: [...config.features, 'router'], resources: model }, available);
        if (!result.is_valid) {
          for (const code of new Set(result.errors.map((e) => e.error_code))) refusedBy.set(code, (refusedBy.get(code) ?? 0) + 1);
          continue;
        }
        accepted++;
        const dir = path.join(work, String(i));
        await unzipTo(await generateProjectZip({ projectName: VERIFY_PROJECT_NAME, framework: config.framework, features: result.adjusted_features, resources: model }), dir, VERIFY_PROJECT_NAME);
        const what = `model ${i} on ${config.framework} ${config.features.join(',') || '(memory)'}: ${JSON.stringify(model)}`;
        const vet = await run('go', ['vet', './...'], { cwd: dir, env });
        const fail = (failure: string) => {
          failures.push(failure);
          console.log(`\nFAIL ${failure}`);
        };
        if (vet.code !== 0) vetFailures++;
        if (vet.code !== 0) fail(`${what}\ngo vet ./...:\n${vet.output.split('\n').slice(0, 12).join('\n')}`);
        else if (i % 7 === 0) {
          tested++;
          const test = await run('go', ['test', '-vet=off', './...'], { cwd: dir, env });
          // A failed test's own lines (a panic's stack ends in the runtime's goroutines: they say little).
          const told = test.output.split('\n').filter((line) => /--- FAIL|panic:|\.go:\d+|^FAIL/.test(line));
          if (test.code !== 0) fail(`${what}\ngo test ./...:\n${told.slice(0, 20).join('\n')}`);
        }
        fs.rmSync(dir, { recursive: true, force: true });
        if ((accepted + failures.length) % 50 === 0) console.log(`  ${accepted} accepted so far, ${failures.length} failed`);
      }
    }),
  );
  fs.rmSync(work, { recursive: true, force: true });
  const refused = [...refusedBy].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} ${n}`);
  console.log(`\n${options.models} models (seed ${options.seed}): ${options.models - accepted} refused (by code, a model counted once per code: ${refused.join(', ')})`);
  console.log(`${accepted} accepted: ${accepted - vetFailures} vetted, ${vetFailures} did not; ${tested} of the vetted tested too, ${failures.length - vetFailures} of them failed; in ${((performance.now() - started) / 1000).toFixed(0)}s`);
  process.exit(failures.length === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
