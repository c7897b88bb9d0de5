// The gRPC door's proto file of random models (tests/utils/random-models.ts) and of the committed ones,
// run through protoc with the pinned protoc-gen-go and protoc-gen-go-grpc: lib/generator/protobuf.ts
// must write each .pb.go and _grpc.pb.go byte for byte as they do. The seed is printed, so a failure replays.
//
//   npx tsx tests/go/protoc-models.ts [--models 100] [--seed N]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { modelProto } from '../../lib/generator/grpc-proto';
import { renderGrpcPbGo, renderPbGo, renderProto, type ProtoFile } from '../../lib/generator/protobuf';
import type { ResourceModel } from '../../lib/resources/model';
import { validateResources } from '../../lib/resources/validate';
import { modelArb } from '../utils/random-models';
import { run } from './command';
import { readModel } from './matrix';

/** The first line where two texts differ, for the report. */
function firstDifference(got: string, want: string): string {
  const g = got.split('\n');
  const w = want.split('\n');
  const i = g.findIndex((line, k) => line !== w[k]);
  return `line ${i + 1}:\n  written: ${JSON.stringify(g[i])}\n  protoc:  ${JSON.stringify(w[i])}`;
}

/** What differs between the emulator and protoc on a file; empty when nothing does. */
async function compare(file: ProtoFile): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-protoc-'));
  try {
    const src = path.join(dir, 'proto');
    fs.mkdirSync(path.join(src, path.dirname(file.path)), { recursive: true });
    fs.writeFileSync(path.join(src, file.path), renderProto(file));
    fs.mkdirSync(path.join(dir, 'out'));
    const mapping = `M${file.path}=example.com/app/proto/${path.dirname(file.path)};${file.goPackage}`;
    const protoc = await run('protoc', ['-I', src, `--go_out=${dir}/out`, '--go_opt=paths=source_relative', `--go_opt=${mapping}`, `--go-grpc_out=${dir}/out`, '--go-grpc_opt=paths=source_relative', `--go-grpc_opt=${mapping}`, file.path]);
    if (protoc.code !== 0) return [`protoc ${protoc.code === -1 ? 'is not installed (Debian\'s protobuf-compiler)' : `refused the file:\n${protoc.output}`}`];
    const base = path.join(dir, 'out', file.path.replace(/\.proto$/, ''));
    const problems: string[] = [];
    for (const [suffix, written] of [['.pb.go', renderPbGo(file)], ['_grpc.pb.go', renderGrpcPbGo(file)]] as const) {
      const want = fs.readFileSync(base + suffix, 'utf8');
      if (written !== want) problems.push(`${file.path.replace(/\.proto$/, suffix)} differs from protoc's, ${firstDifference(written, want)}`);
    }
    return problems;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
  const count = option('--models', 100);
  const seed = option('--seed', Date.now() % 2 ** 31);
  const models: [string, ResourceModel][] = ['library', 'alltypes', 'edges'].map((name) => [name, readModel(path.join(__dirname, 'models', `${name}.json`))]);
  fc.sample(modelArb(), { numRuns: count, seed }).forEach((model, i) => models.push([`random ${i + 1}`, model]));
  console.log(`${models.length} models (seed ${seed}: --seed ${seed} replays them) through protoc`);
  let failed = 0;
  let refused = 0;
  for (const [name, model] of models) {
    // A model validation refuses with gRPC never gets a proto file.
    if (validateResources(model, new Set(['chi', 'router', 'grpc', 'proto'])).length > 0) {
      refused++;
      continue;
    }
    const problems = await compare(modelProto(model));
    if (problems.length > 0) {
      failed++;
      console.log(`FAIL ${name}: ${JSON.stringify(model)}\n${problems.join('\n')}`);
    }
  }
  console.log(`${models.length - refused - failed}/${models.length - refused} models written as protoc writes them (${refused} refused by validation with gRPC)`);
  if (failed > 0) process.exit(1);
}

void main();
