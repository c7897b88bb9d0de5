// Checks of the non-Go files of a generated project, by the standard tool where one is installed:
// actionlint for GitHub workflows (its absence is reported, not hidden), a YAML parser plus the rules
// Compose applies for compose.yaml (no Docker engine runs here), an OpenAPI validator for
// docs/swagger.yaml, Postman's collection library for docs/postman_collection.json, `sqlc diff` for
// the committed code of sqlc, `goreleaser check` for .goreleaser.yaml, and tests/go/kubecheck for the
// kustomize base of deploy/kubernetes (kustomize's library builds it, each object is decoded strictly
// into the types of k8s.io/api: kubeconform would download its schemas, which cannot be done here).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Collection } from 'postman-collection';
import { parse } from 'yaml';

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

function checkWorkflows(dir: string, problems: string[]): boolean {
  const workflows = path.join(dir, '.github', 'workflows');
  if (!fs.existsSync(workflows)) return false;
  const files = fs.readdirSync(workflows).map((f) => path.join('.github', 'workflows', f));
  const lint = spawnSync('actionlint', files, { cwd: dir, encoding: 'utf8' });
  if (lint.error) problems.push(`actionlint is not installed (go install github.com/rhysd/actionlint/cmd/actionlint@v1.7.12): the workflow was not checked`);
  else if (lint.status !== 0) problems.push(`actionlint:\n${lint.stdout}${lint.stderr}`);
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
function checkSqlc(dir: string, problems: string[]): boolean {
  if (!fs.existsSync(path.join(dir, 'sqlc.yaml'))) return false;
  const diff = spawnSync('sqlc', ['diff'], { cwd: dir, encoding: 'utf8' });
  if (diff.error) problems.push('sqlc is not installed (go install github.com/sqlc-dev/sqlc/cmd/sqlc@v1.31.1): the generated queries were not checked');
  else if (diff.status !== 0) problems.push(`sqlc diff: the committed code differs from what sqlc generates:\n${diff.stdout}${diff.stderr}`);
  return true;
}

/**
 * `goreleaser check`. It validates the release settings against the project's git remote, as it would
 * on a developer's clone: a scratch git directory (GIT_DIR) gives it one without touching the project.
 */
function checkGoreleaser(dir: string, problems: string[]): boolean {
  if (!fs.existsSync(path.join(dir, '.goreleaser.yaml'))) return false;
  const gitDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-goreleaser-'));
  try {
    const git = (...args: string[]) => spawnSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8' });
    const init = git('init', '-q', '--bare');
    const remote = init.status === 0 ? git('remote', 'add', 'origin', `https://github.com/example/${path.basename(dir)}.git`) : init;
    if (remote.status !== 0) {
      problems.push(`goreleaser check: could not prepare a git directory: ${remote.stderr}`);
      return true;
    }
    const check = spawnSync('goreleaser', ['check'], { cwd: dir, encoding: 'utf8', env: { ...process.env, GIT_DIR: gitDir, GIT_WORK_TREE: dir } });
    if (check.error) problems.push('goreleaser is not installed (go install github.com/goreleaser/goreleaser/v2@v2.15.1): .goreleaser.yaml was not checked');
    else if (check.status !== 0) problems.push(`goreleaser check:\n${check.stdout}${check.stderr}`);
  } finally {
    fs.rmSync(gitDir, { recursive: true, force: true });
  }
  return true;
}

/** tests/go/kubecheck, built once per run into the temporary directory (removed when the run exits). */
let kubecheck: string | Error | undefined;

function kubecheckBinary(): string | Error {
  if (kubecheck === undefined) {
    const binary = path.join(os.tmpdir(), `gostarter-kubecheck-${process.pid}`);
    const built = spawnSync('go', ['build', '-o', binary, '.'], { cwd: path.join(__dirname, 'kubecheck'), encoding: 'utf8', timeout: 10 * 60_000 });
    if (built.error) kubecheck = new Error(`go is not installed: deploy/kubernetes was not checked (${built.error.message})`);
    else if (built.status !== 0) kubecheck = new Error(`building tests/go/kubecheck failed: deploy/kubernetes was not checked\n${built.stderr}`);
    else {
      kubecheck = binary;
      process.on('exit', () => fs.rmSync(binary, { force: true }));
    }
  }
  return kubecheck;
}

/** The kustomize base, built and decoded strictly by tests/go/kubecheck (probes, ports, references). */
function checkKubernetes(dir: string, problems: string[]): boolean {
  const base = path.join(dir, 'deploy', 'kubernetes');
  if (!fs.existsSync(path.join(base, 'kustomization.yaml'))) return false;
  const binary = kubecheckBinary();
  if (binary instanceof Error) {
    problems.push(binary.message);
    return true;
  }
  const check = spawnSync(binary, [base], { encoding: 'utf8' });
  if (check.status !== 0) problems.push(`kubecheck deploy/kubernetes:\n${check.stdout}${check.stderr}${check.error ?? ''}`);
  return true;
}

export async function checkFiles(dir: string): Promise<FileCheck> {
  const problems: string[] = [];
  const ran = [
    checkCompose(dir, problems),
    checkWorkflows(dir, problems),
    checkPostman(dir, problems),
    checkSqlc(dir, problems),
    checkGoreleaser(dir, problems),
    checkKubernetes(dir, problems),
    await checkOpenAPI(dir, problems),
  ].some(Boolean);
  return { ran, problems };
}
