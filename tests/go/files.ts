// Checks of the non-Go files of a generated project, by the standard tool where one is installed:
// actionlint for GitHub workflows (its absence is reported, not hidden), a YAML parser plus the rules
// Compose applies for compose.yaml (no Docker engine runs here), an OpenAPI validator for
// docs/swagger.yaml, Postman's collection library for docs/postman_collection.json, `sqlc diff` for
// the committed code of sqlc, `templ generate`, protoc and gqlgen for the Go they generate, `goreleaser check`
// for .goreleaser.yaml, and tests/go/kubecheck for the kustomize base of deploy/kubernetes
// (kustomize's library builds it, each object is decoded strictly into the types of k8s.io/api:
// kubeconform would download its schemas, which cannot be done here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Collection } from 'postman-collection';
import { parse } from 'yaml';
import { helperBinary, run } from './command';

export interface FileCheck {
  /** false when the project has none of the files it checks */
  ran: boolean;
  problems: string[];
}

function checkCompose(dir: string, problems: string[]): boolean {
  const file = path.join(dir, 'compose.yaml');
  if (!fs.existsSync(file)) return false;
  let doc: { services?: Record<string, Record<string, unknown>>; volumes?: Record<string, unknown> };
  try {
    doc = parse(fs.readFileSync(file, 'utf8'), { uniqueKeys: true });
  } catch (err) {
    problems.push(`compose.yaml is not valid YAML: ${(err as Error).message}`);
    return true;
  }
  const services = doc.services ?? {};
  if (!services.app) problems.push('compose.yaml has no app service');
  for (const [name, svc] of Object.entries(services)) {
    if (name !== 'app' && !svc.healthcheck) problems.push(`compose.yaml: service ${name} has no healthcheck`);
    for (const volume of (svc.volumes as string[] | undefined) ?? []) {
      const source = volume.split(':')[0];
      if (!source.startsWith('.') && !source.startsWith('/') && !(doc.volumes && source in doc.volumes)) {
        problems.push(`compose.yaml: service ${name} uses volume ${source}, not declared under volumes`);
      }
    }
  }
  const dependsOn = (services.app?.depends_on as Record<string, { condition?: string }> | undefined) ?? {};
  for (const [name, dep] of Object.entries(dependsOn)) {
    if (!services[name]) problems.push(`compose.yaml: app depends on ${name}, which is not a service`);
    if (dep.condition !== 'service_healthy') problems.push(`compose.yaml: app should wait for ${name} to be healthy`);
  }
  for (const name of Object.keys(services)) {
    if (name !== 'app' && !(name in dependsOn)) problems.push(`compose.yaml: app does not wait for ${name}`);
  }
  return true;
}

async function checkWorkflows(dir: string, problems: string[]): Promise<boolean> {
  const workflows = path.join(dir, '.github', 'workflows');
  if (!fs.existsSync(workflows)) return false;
  const files = fs.readdirSync(workflows).map((f) => path.join('.github', 'workflows', f));
  const lint = await run('actionlint', files, { cwd: dir });
  if (lint.code === -1) problems.push(`actionlint is not installed (bash scripts/go-tools.sh): the workflow was not checked`);
  else if (lint.code !== 0) problems.push(`actionlint:\n${lint.output}`);
  return true;
}

async function checkOpenAPI(dir: string, problems: string[]): Promise<boolean> {
  const file = path.join(dir, 'docs', 'swagger.yaml');
  if (!fs.existsSync(file)) return false;
  try {
    await SwaggerParser.validate(parse(fs.readFileSync(file, 'utf8'), { uniqueKeys: true }));
  } catch (err) {
    problems.push(`docs/swagger.yaml is not a valid OpenAPI document: ${(err as Error).message}`);
  }
  return true;
}

/** The collection as Postman's own library reads it: every item a request with a method and a URL. */
function checkPostman(dir: string, problems: string[]): boolean {
  const file = path.join(dir, 'docs', 'postman_collection.json');
  if (!fs.existsSync(file)) return false;
  let json: { info?: { schema?: string }; item?: unknown[] };
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    problems.push(`docs/postman_collection.json is not valid JSON: ${(err as Error).message}`);
    return true;
  }
  if (json.info?.schema !== 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json') {
    problems.push(`docs/postman_collection.json: info.schema is ${json.info?.schema}, not the v2.1.0 collection schema`);
  }
  const collection = new Collection(json as ConstructorParameters<typeof Collection>[0]);
  let requests = 0;
  collection.forEachItem((item) => {
    requests++;
    const url = item.request.url.toString();
    if (!item.name || !item.request.method || !url.startsWith('{{baseUrl}}/')) problems.push(`docs/postman_collection.json: item "${item.name}" has no method or a URL outside {{baseUrl}}: ${url}`);
  });
  if (requests !== (json.item?.length ?? 0) || requests === 0) problems.push(`docs/postman_collection.json: Postman reads ${requests} requests of ${json.item?.length ?? 0} items`);
  return true;
}

/** `sqlc diff`: the committed internal/queries is exactly what sqlc generates from sqlc/. */
async function checkSqlc(dir: string, problems: string[]): Promise<boolean> {
  if (!fs.existsSync(path.join(dir, 'sqlc.yaml'))) return false;
  const diff = await run('sqlc', ['diff'], { cwd: dir });
  if (diff.code === -1) problems.push('sqlc is not installed (bash scripts/go-tools.sh): the generated queries were not checked');
  else if (diff.code !== 0) problems.push(`sqlc diff: the committed code differs from what sqlc generates:\n${diff.output}`);
  return true;
}

/**
 * `templ generate`: each committed *_templ.go of internal/web is exactly what templ writes from its
 * .templ file (templ is pinned at the version of the project's go.mod, as its Makefile runs it).
 */
async function checkTempl(dir: string, problems: string[]): Promise<boolean> {
  const web = path.join(dir, 'internal', 'web');
  const sources = fs.existsSync(web) ? fs.readdirSync(web).filter((f) => f.endsWith('.templ')) : [];
  if (sources.length === 0) return false;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-templ-'));
  try {
    for (const f of sources) fs.copyFileSync(path.join(web, f), path.join(scratch, f));
    const generate = await run('templ', ['generate', '-path', scratch], { cwd: scratch });
    if (generate.code === -1) problems.push('templ is not installed (bash scripts/go-tools.sh): the generated pages were not checked');
    else if (generate.code !== 0) problems.push(`templ generate:\n${generate.output}`);
    else {
      for (const f of sources) {
        const go = f.replace(/\.templ$/, '_templ.go');
        const committed = fs.existsSync(path.join(web, go)) ? fs.readFileSync(path.join(web, go), 'utf8') : '(missing)';
        if (committed !== fs.readFileSync(path.join(scratch, go), 'utf8')) problems.push(`internal/web/${go} differs from what templ generates from ${f}`);
      }
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return true;
}

/** Every file under dir whose name ends with `suffix`, relative to dir. */
function filesUnder(dir: string, suffix: string): string[] {
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(suffix)).sort() : [];
}

/**
 * protoc with protoc-gen-go and protoc-gen-go-grpc (pinned in scripts/go-tools.sh; protoc is Debian's
 * 3.21.12): each committed *.pb.go and *_grpc.pb.go of proto/ is exactly what they write from its
 * .proto, each file mapped to the Go package its code declares, as the Makefile's proto targets run them.
 */
async function checkProto(dir: string, problems: string[]): Promise<boolean> {
  const root = path.join(dir, 'proto');
  const sources = filesUnder(root, '.proto');
  if (sources.length === 0) return false;
  const modulePath = /^module (\S+)/m.exec(fs.readFileSync(path.join(dir, 'go.mod'), 'utf8'))?.[1] ?? '';
  const mappings = sources.map((f) => {
    const go = path.join(root, f.replace(/\.proto$/, '.pb.go'));
    const pkg = fs.existsSync(go) ? /^package (\w+)/m.exec(fs.readFileSync(go, 'utf8'))?.[1] : undefined;
    return `M${f}=${modulePath}/proto/${path.dirname(f)};${pkg ?? 'missing'}`;
  });
  const grpc = filesUnder(root, '_grpc.pb.go').length > 0;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-proto-'));
  try {
    const args = ['-I', root, `--go_out=${scratch}`, '--go_opt=paths=source_relative', ...mappings.map((m) => `--go_opt=${m}`)];
    if (grpc) args.push(`--go-grpc_out=${scratch}`, '--go-grpc_opt=paths=source_relative', ...mappings.map((m) => `--go-grpc_opt=${m}`));
    const generate = await run('protoc', [...args, ...sources], { cwd: dir });
    if (generate.code === -1) problems.push('protoc is not installed (Debian\'s protobuf-compiler): the generated protobuf code was not checked');
    else if (generate.code !== 0) problems.push(`protoc:\n${generate.output}`);
    else {
      const written = [...filesUnder(scratch, '.pb.go')];
      const committed = filesUnder(root, '.pb.go');
      if (written.join() !== committed.join()) problems.push(`proto/: protoc writes ${written.join(', ')}; the project has ${committed.join(', ')}`);
      for (const f of written) {
        const mine = path.join(root, f);
        if (fs.existsSync(mine) && fs.readFileSync(mine, 'utf8') !== fs.readFileSync(path.join(scratch, f), 'utf8')) problems.push(`proto/${f} differs from what protoc writes from its .proto`);
      }
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return true;
}

/**
 * `gqlgen generate` (pinned in scripts/go-tools.sh, the version the Makefile runs): the committed Go of
 * internal/graph (generated.go, models_gen.go, schema.resolvers.go) is exactly what gqlgen writes from
 * schema.graphqls and gqlgen.yml, resolvers kept. It runs in a copy of the project: gqlgen loads its
 * packages, and rewrites the files it checks.
 */
async function checkGqlgen(dir: string, problems: string[]): Promise<boolean> {
  const graph = path.join('internal', 'graph');
  if (!fs.existsSync(path.join(dir, graph, 'gqlgen.yml'))) return false;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-gqlgen-'));
  try {
    fs.cpSync(dir, scratch, { recursive: true, filter: (src) => !src.includes(`${path.sep}.git`) });
    // gqlgen's package loading would refuse a go.mod that names no test dependency of a dependency; the
    // project's go.mod and go.sum are what `go mod tidy` writes (the tidy column), and stay so.
    const generate = await run('gqlgen', ['generate'], { cwd: path.join(scratch, graph), env: { ...process.env, GOFLAGS: '-mod=mod' } });
    if (generate.code === -1) problems.push('gqlgen is not installed (bash scripts/go-tools.sh): the generated GraphQL code was not checked');
    else if (generate.code !== 0) problems.push(`gqlgen generate:\n${generate.output}`);
    else {
      const written = filesUnder(path.join(scratch, graph), '.go');
      const committed = filesUnder(path.join(dir, graph), '.go');
      if (written.join() !== committed.join()) problems.push(`internal/graph/: gqlgen leaves ${written.join(', ')}; the project has ${committed.join(', ')}`);
      for (const f of written) {
        const mine = path.join(dir, graph, f);
        if (fs.existsSync(mine) && fs.readFileSync(mine, 'utf8') !== fs.readFileSync(path.join(scratch, graph, f), 'utf8')) problems.push(`internal/graph/${f} differs from what gqlgen generates from schema.graphqls`);
      }
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return true;
}

/**
 * `goreleaser check`. It validates the release settings against the project's git remote, as it would
 * on a developer's clone: a scratch git directory (GIT_DIR) gives it one without touching the project.
 */
async function checkGoreleaser(dir: string, problems: string[]): Promise<boolean> {
  if (!fs.existsSync(path.join(dir, '.goreleaser.yaml'))) return false;
  const gitDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-goreleaser-'));
  try {
    const git = (...args: string[]) => run('git', ['--git-dir', gitDir, ...args]);
    const init = await git('init', '-q', '--bare');
    const remote = init.code === 0 ? await git('remote', 'add', 'origin', `https://github.com/example/${path.basename(dir)}.git`) : init;
    if (remote.code !== 0) {
      problems.push(`goreleaser check: could not prepare a git directory: ${remote.output}`);
      return true;
    }
    const check = await run('goreleaser', ['check'], { cwd: dir, env: { ...process.env, GIT_DIR: gitDir, GIT_WORK_TREE: dir } });
    if (check.code === -1) problems.push('goreleaser is not installed (bash scripts/go-tools.sh): .goreleaser.yaml was not checked');
    else if (check.code !== 0) problems.push(`goreleaser check:\n${check.output}`);
  } finally {
    fs.rmSync(gitDir, { recursive: true, force: true });
  }
  return true;
}

/** The kustomize base, built and decoded strictly by tests/go/kubecheck (probes, ports, references). */
async function checkKubernetes(dir: string, problems: string[]): Promise<boolean> {
  const base = path.join(dir, 'deploy', 'kubernetes');
  if (!fs.existsSync(path.join(base, 'kustomization.yaml'))) return false;
  let binary: string;
  try {
    binary = await helperBinary('kubecheck');
  } catch (err) {
    problems.push(`${(err as Error).message}\ndeploy/kubernetes was not checked`);
    return true;
  }
  const check = await run(binary, [base]);
  if (check.code !== 0) problems.push(`kubecheck deploy/kubernetes:\n${check.output}`);
  return true;
}

export async function checkFiles(dir: string): Promise<FileCheck> {
  const problems: string[] = [];
  const ran = [
    checkCompose(dir, problems),
    await checkWorkflows(dir, problems),
    checkPostman(dir, problems),
    await checkSqlc(dir, problems),
    await checkTempl(dir, problems),
    await checkProto(dir, problems),
    await checkGqlgen(dir, problems),
    await checkGoreleaser(dir, problems),
    await checkKubernetes(dir, problems),
    await checkOpenAPI(dir, problems),
  ].some(Boolean);
  return { ran, problems };
}
