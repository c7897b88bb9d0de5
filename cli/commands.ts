// The commands as plain async functions: options in, data out, a CliError (with its exit code) when
// refused. cli/main.ts prints what they return; an MCP host can call them the same way.
import fs from 'node:fs';
import path from 'node:path';
import { FEATURE_BY_ID } from '@/lib/catalogue/features';
import type { ValidationResult } from '@/lib/catalogue/validate';
import { diffProjects } from '@/lib/generation/diff';
import { historyAfter, type GenerateRequest } from '@/lib/generation/request';
import { modelChangeOf } from '@/lib/generation/model-change';
import type { ResourceModel } from '@/lib/resources/model';
import { resourcesSchema } from '@/lib/resources/schema';
import { GOSTARTER_FILE, GOSTARTER_SCHEMA_PATH, gostarterFileSchema, type GostarterFile } from '@/lib/schemas/gostarter-file';
import type { DiffFile, DiffSummary, ModelChangeReport } from '@/lib/schemas/generation';
import { engineFor, type FeaturesAnswer } from './engine';
import { CliError, EXIT } from './errors';
import { commitPristine, fileAt, git, gitTry, mergePristine, pristineHead, PRISTINE_BRANCH, requireCleanRepository, run } from './git';
import { closeMatches } from './suggest';

interface EngineOptions {
  /** A deployed site's address: generate and validate there instead of with the bundled engine. */
  server?: string;
}

/** What a project is made of, as gostarter.json records it. */
interface Configuration {
  projectName: string;
  framework: string;
  /** As chosen. */
  features: string[];
  adjustedFeatures: string[];
  resources?: ResourceModel;
  generatorVersion: string;
}

const configurationOf = (file: GostarterFile): Configuration => ({
  projectName: file.projectName,
  framework: file.framework,
  features: file.features,
  adjustedFeatures: file.adjustedFeatures,
  ...(file.resources ? { resources: file.resources } : {}),
  generatorVersion: file.generatorVersion,
});

function parseProjectFile(text: string, where: string): GostarterFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new CliError(EXIT.invalid, 'BAD_PROJECT_FILE', `${where} is not JSON: ${(err as Error).message}`);
  }
  const parsed = gostarterFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CliError(EXIT.invalid, 'BAD_PROJECT_FILE', `${where}: ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  }
  return parsed.data;
}

/** The site a project's gostarter.json points to ($schema, an http(s) URL), so a new generation keeps that line as it was. */
function siteOf(file: GostarterFile): string | undefined {
  const schema = file.$schema ? new URL(file.$schema) : undefined;
  return schema?.pathname.endsWith(GOSTARTER_SCHEMA_PATH) ? schema.origin : undefined;
}

/** What a project generated from `file` becomes with `features` (and, changing its model, `model`). */
function requestOf(file: GostarterFile, features: string[], model?: { resources: ResourceModel; allowDataLoss?: boolean }): GenerateRequest {
  if (model) {
    // The model it had joins the history of its migrations: the change is a new migration.
    const modelHistory = historyAfter({ features: file.adjustedFeatures, resources: file.resources, modelHistory: file.modelHistory }, model.resources);
    return { projectName: file.projectName, framework: file.framework, features, resources: model.resources, modelHistory, ...(model.allowDataLoss ? { allowDataLoss: true } : {}) };
  }
  return {
    projectName: file.projectName,
    framework: file.framework,
    features,
    ...(file.resources ? { resources: file.resources } : {}),
    // The models its migrations came from: generated again, a grown project keeps them as they are, and
    // a change in them that lost data was accepted when it was made.
    ...(file.modelHistory ? { modelHistory: file.modelHistory, allowDataLoss: true } : {}),
  };
}

/** A warning when Go is missing: generation needs no Go, building the project does. */
async function goWarnings(): Promise<string[]> {
  const go = await run('go', ['version']).catch(() => null);
  return go && go.code === 0 ? [] : ['Go is not installed (or not on PATH): the project needs it to build and run (go build ./...).'];
}

/** A model from a file: a list of resources, or a gostarter.json holding one. */
export function readResources(file: string): ResourceModel {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new CliError(EXIT.usage, 'BAD_RESOURCES_FILE', `Cannot read the resources in ${file}: ${(err as Error).message}`);
  }
  const list = Array.isArray(json) ? json : (json as { resources?: unknown } | null)?.resources;
  const parsed = resourcesSchema.safeParse(list ?? []);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CliError(EXIT.invalid, 'BAD_RESOURCES', `${file}: resources.${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

// ---- new ----

export interface NewOptions extends EngineOptions {
  name: string;
  framework: string;
  features: string[];
  resources?: ResourceModel;
  /** The models its migrations came from (a link's history), and whether a change in them lost data. */
  modelHistory?: ResourceModel[];
  allowDataLoss?: boolean;
  /** The site gostarter.json names (a link's address); absent: the generator's default. */
  site?: string;
  /** Where to write it; absent: ./<name>. Must not exist or be empty. */
  dir?: string;
}

export interface NewResult {
  command: 'new';
  dir: string;
  configuration: Configuration;
  commit: string;
  files: number;
  warnings: string[];
}

export async function newProject(options: NewOptions): Promise<NewResult> {
  const dir = path.resolve(options.dir ?? options.name);
  if (fs.existsSync(dir) && (!fs.statSync(dir).isDirectory() || fs.readdirSync(dir).length > 0)) {
    throw new CliError(EXIT.repository, 'FOLDER_NOT_EMPTY', `${dir} already exists and is not empty: choose another --dir.`);
  }
  await gitTry(process.cwd(), ['--version']); // says so when git is missing, before any work
  const engine = engineFor(options.server);
  const request: GenerateRequest = {
    projectName: options.name,
    framework: options.framework,
    features: options.features,
    ...(options.resources ? { resources: options.resources } : {}),
    ...(options.modelHistory ? { modelHistory: options.modelHistory } : {}),
    ...(options.allowDataLoss ? { allowDataLoss: true } : {}),
  };
  const { files } = await engine.generate(request, options.site);
  const file = parseProjectFile(textOf(files, GOSTARTER_FILE), GOSTARTER_FILE);

  fs.mkdirSync(dir, { recursive: true });
  await git(dir, ['init', '-q', '-b', 'main']);
  const commit = (await commitPristine(dir, files, `gostarter new ${file.projectName}\n\n${describe(configurationOf(file))}`, null))!;
  // main starts at the pristine commit: the first merge base of every later change.
  await git(dir, ['update-ref', 'refs/heads/main', commit]);
  await git(dir, ['reset', '-q', '--hard']);
  return { command: 'new', dir, configuration: configurationOf(file), commit, files: files.length, warnings: await goWarnings() };
}

function textOf(files: readonly { path: string; content: string | Uint8Array }[], name: string): string {
  const file = files.find((f) => f.path === name);
  if (!file) throw new CliError(EXIT.unexpected, 'NO_PROJECT_FILE', `the generated project has no ${name}`);
  return typeof file.content === 'string' ? file.content : Buffer.from(file.content).toString('utf8');
}

function describe(c: Configuration): string {
  return [
    `Framework: ${c.framework}`,
    `Features: ${c.features.join(', ') || '(none)'}`,
    ...(c.resources ? [`Resources: ${c.resources.map((r) => r.name).join(', ')}`] : []),
    `Generator: ${c.generatorVersion}`,
  ].join('\n');
}

// ---- add, remove, upgrade ----

interface ProjectOptions extends EngineOptions {
  /** The project's folder: the root of its repository. */
  dir?: string;
}

export interface ChangeResult {
  command: 'add' | 'remove' | 'upgrade' | 'model';
  dir: string;
  branch: string;
  /** False when the generation did not change (nothing committed, nothing merged). */
  changed: boolean;
  before: Configuration;
  after: Configuration;
  /** The gostarter branch's commit that was merged (new, or left unmerged by an earlier run). */
  pristineCommit?: string;
  /** The merge commit on the current branch. */
  mergeCommit?: string;
  /** The files the generation changed. */
  changedFiles: string[];
  /** What the change of model does to the database (its migration), when the model changed. */
  modelChange: ModelChangeReport | null;
  warnings: string[];
}

/** The pristine branch's gostarter.json: what the project was last generated as. */
async function pristineConfiguration(root: string): Promise<{ head: string; file: GostarterFile }> {
  const head = await pristineHead(root);
  if (!head) {
    throw new CliError(EXIT.repository, 'NO_PRISTINE_BRANCH', `This repository has no ${PRISTINE_BRANCH} branch yet: in a project unzipped from the site, run gostarter adopt first.`);
  }
  const text = await fileAt(root, head, GOSTARTER_FILE);
  if (text === null) throw new CliError(EXIT.repository, 'NO_PROJECT_FILE', `The ${PRISTINE_BRANCH} branch has no ${GOSTARTER_FILE}: it was not made by gostarter.`);
  return { head, file: parseProjectFile(text, `${PRISTINE_BRANCH}:${GOSTARTER_FILE}`) };
}

/** The same change as the command that asks it: `gostarter add redis`. */
async function change(command: ChangeResult['command'], ids: string[], options: ProjectOptions, next: (file: GostarterFile) => GenerateRequest): Promise<ChangeResult> {
  const { root, branch } = await requireCleanRepository(path.resolve(options.dir ?? '.'));
  const { head, file } = await pristineConfiguration(root);
  const engine = engineFor(options.server);
  const generated = await engine.generate(next(file), siteOf(file));
  const afterFile = parseProjectFile(textOf(generated.files, GOSTARTER_FILE), GOSTARTER_FILE);
  const after = configurationOf(afterFile);
  const before = configurationOf(file);
  const modelChange = modelChangeOf(file.resources, { features: afterFile.adjustedFeatures, resources: afterFile.resources, modelHistory: afterFile.modelHistory });
  const title = ['gostarter', command, ...ids].join(' ');
  const versions = before.generatorVersion === after.generatorVersion ? `Generator: ${after.generatorVersion}` : `Generator: ${before.generatorVersion} -> ${after.generatorVersion}`;
  const body = describe(after).replace(/^Generator: .*$/m, versions);
  const committed = await commitPristine(root, generated.files, `${title}\n\n${body}`, head);
  const warnings = await goWarnings();
  // The same generation may already be on the branch but not merged (a merge git refused earlier): merge it now.
  const merged = (await gitTry(root, ['merge-base', '--is-ancestor', PRISTINE_BRANCH, 'HEAD'])).ok;
  if (!committed && merged) return { command, dir: root, branch, changed: false, before, after, changedFiles: [], modelChange, warnings };
  const pristineCommit = committed ?? head;
  const mergeBase = (await git(root, ['merge-base', PRISTINE_BRANCH, 'HEAD'])).trim();
  const changedFiles = (await git(root, ['diff', '--name-only', mergeBase, pristineCommit])).split('\n').filter(Boolean);
  await mergePristine(root, `${title}\n\n${body}`);
  const mergeCommit = (await git(root, ['rev-parse', 'HEAD'])).trim();
  return { command, dir: root, branch, changed: true, before, after, pristineCommit, mergeCommit, changedFiles, modelChange, warnings };
}

export interface FeaturesChangeOptions extends ProjectOptions {
  ids: string[];
}

export function addFeatures(options: FeaturesChangeOptions): Promise<ChangeResult> {
  if (options.ids.length === 0) throw new CliError(EXIT.usage, 'NO_FEATURES', 'Name the features to add: gostarter add redis docker');
  return change('add', options.ids, options, (file) => requestOf(file, [...new Set([...file.features, ...options.ids])]));
}

export function removeFeatures(options: FeaturesChangeOptions): Promise<ChangeResult> {
  if (options.ids.length === 0) throw new CliError(EXIT.usage, 'NO_FEATURES', 'Name the features to remove: gostarter remove redis');
  return change('remove', options.ids, options, (file) => requestOf(file, removedFrom(file, options.ids)));
}

/** The project's chosen features without `ids`, each of which must be one of them. */
function removedFrom(file: GostarterFile, ids: string[]): string[] {
  for (const id of ids) {
    if (file.features.includes(id)) continue;
    if (id === file.framework) throw new CliError(EXIT.invalid, 'CANNOT_REMOVE_FRAMEWORK', `${id} is the project's framework: it cannot be removed.`);
    if (file.adjustedFeatures.includes(id)) {
      throw new CliError(EXIT.invalid, 'NOT_CHOSEN', `${id} was not chosen: the generator adds it, to every project or for a feature you chose (the project's choices: ${file.features.join(', ') || 'none'}).`);
    }
    const matches = FEATURE_BY_ID.has(id) ? [] : closeMatches(id, file.features);
    throw new CliError(EXIT.invalid, FEATURE_BY_ID.has(id) ? 'NOT_IN_PROJECT' : 'UNKNOWN_FEATURE', `${id} is not ${FEATURE_BY_ID.has(id) ? 'in the project' : 'a feature'}${matches.length ? `: did you mean ${matches.join(' or ')}?` : ''} (the project's choices: ${file.features.join(', ') || 'none'})`);
  }
  return file.features.filter((id) => !ids.includes(id));
}

/** The project generated again, same choices, by this command's generator (or the site's). */
export function upgradeProject(options: ProjectOptions): Promise<ChangeResult> {
  return change('upgrade', [], options, (file) => requestOf(file, file.features));
}

export interface ModelOptions extends ProjectOptions {
  /** The file the model was read from, as the command names it. */
  file: string;
  resources: ResourceModel;
  /** Accept a change that loses data (a dropped field or resource, a narrower type). */
  allowDataLoss?: boolean;
}

/** The project moved to another model, the same features: its database follows with a new migration. */
export function changeModel(options: ModelOptions): Promise<ChangeResult> {
  return change('model', [options.file], options, (file) => requestOf(file, file.features, { resources: options.resources, allowDataLoss: options.allowDataLoss }));
}

// ---- adopt ----

export interface AdoptResult {
  command: 'adopt';
  dir: string;
  branch: string;
  configuration: Configuration;
  /** Whether adopt made the repository (the folder was not one). */
  initialized: boolean;
  pristineCommit: string;
  warnings: string[];
}

/**
 * A project unzipped from the site gets its pristine branch: generated again from its gostarter.json by
 * the same generator version, committed as a root commit and merged with `-s ours`, so the user's files
 * stay as they are and later merges bring only the generator's changes. Not a repository yet: adopt
 * makes one and commits the files as they are.
 */
export async function adoptProject(options: ProjectOptions): Promise<AdoptResult> {
  const dir = path.resolve(options.dir ?? '.');
  const fileOnDisk = path.join(dir, GOSTARTER_FILE);
  if (!fs.existsSync(fileOnDisk)) throw new CliError(EXIT.repository, 'NO_PROJECT_FILE', `${dir} has no ${GOSTARTER_FILE}: adopt works in a project generated by Gostarter.`);
  const file = parseProjectFile(fs.readFileSync(fileOnDisk, 'utf8'), fileOnDisk);
  // Generated first: a version mismatch leaves the folder as it was, not a repository half made.
  const engine = engineFor(options.server);
  const generated = await engine.generate(requestOf(file, file.features), siteOf(file));
  if (generated.generatorVersion !== file.generatorVersion) {
    throw new CliError(
      EXIT.versionMismatch,
      'GENERATOR_VERSION_MISMATCH',
      [
        `This project was made by generator ${file.generatorVersion}; ${engine.name} is ${generated.generatorVersion}.`,
        'The pristine branch must hold what that generator wrote, or later merges would undo or repeat its changes. Either:',
        `  - adopt with a site that runs generator ${file.generatorVersion}: gostarter adopt --server <its address>`,
        `  - or generate the project again with this generator (${file.regenerate} --dir <new folder>) and carry your changes over to it.`,
      ].join('\n'),
      { projectVersion: file.generatorVersion, generatorVersion: generated.generatorVersion },
    );
  }
  const inRepository = (await gitTry(dir, ['rev-parse', '--show-toplevel'])).ok;
  if (!inRepository) {
    await git(dir, ['init', '-q', '-b', 'main']);
    await git(dir, ['add', '-A']);
    await git(dir, ['commit', '-q', '-m', 'The project as downloaded']);
  }
  const { root, branch } = await requireCleanRepository(dir);
  if (await pristineHead(root)) throw new CliError(EXIT.repository, 'ALREADY_ADOPTED', `This repository already has a ${PRISTINE_BRANCH} branch: use gostarter add, remove or upgrade.`);
  if ((await fileAt(root, 'HEAD', GOSTARTER_FILE)) === null) throw new CliError(EXIT.repository, 'NO_PROJECT_FILE', `${GOSTARTER_FILE} is not committed: commit it first.`);
  const configuration = configurationOf(file);
  const pristineCommit = (await commitPristine(root, generated.files, `gostarter: the project as generated\n\n${describe(configuration)}`, null))!;
  await mergePristine(root, `gostarter adopt\n\nThe ${PRISTINE_BRANCH} branch holds the project as generated; your files stay as they are.`, ['-s', 'ours', '--allow-unrelated-histories']);
  return { command: 'adopt', dir: root, branch, configuration, initialized: !inRepository, pristineCommit, warnings: await goWarnings() };
}

// ---- diff, validate, features ----

/** The project's configuration: the pristine branch's record when there is one, else the folder's gostarter.json. */
async function currentProjectFile(dir: string): Promise<GostarterFile> {
  const top = await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir });
  const head = top?.code === 0 && fs.realpathSync(top.stdout.trim()) === fs.realpathSync(dir) ? await pristineHead(dir) : null;
  const text = head ? await fileAt(dir, head, GOSTARTER_FILE) : null;
  if (text !== null) return parseProjectFile(text, `${PRISTINE_BRANCH}:${GOSTARTER_FILE}`);
  const onDisk = path.join(dir, GOSTARTER_FILE);
  if (!fs.existsSync(onDisk)) throw new CliError(EXIT.repository, 'NO_PROJECT_FILE', `${dir} has no ${GOSTARTER_FILE}: run this in a project generated by Gostarter.`);
  return parseProjectFile(fs.readFileSync(onDisk, 'utf8'), onDisk);
}

export interface DiffOptions extends ProjectOptions {
  /** The features to move to, as chosen (the whole list). */
  to: string[];
}

export interface DiffResult {
  command: 'diff';
  from: string[];
  to: string[];
  summary: DiffSummary;
  files: Omit<DiffFile, 'diff'>[];
  /** One git patch: `git apply` takes it in the project. */
  patch: string;
}

/** What moving the project to other features would change, generated both ways by the same generator. */
export async function diffProject(options: DiffOptions): Promise<DiffResult> {
  const file = await currentProjectFile(path.resolve(options.dir ?? '.'));
  const engine = engineFor(options.server);
  const site = siteOf(file);
  const from = await engine.generate(requestOf(file, file.features), site);
  const to = await engine.generate(requestOf(file, options.to), site);
  const { summary, files, patch } = diffProjects(from.files, to.files);
  return { command: 'diff', from: file.features, to: options.to, summary, files: files.map(({ diff: _diff, ...f }) => f), patch };
}

export interface ValidateOptions extends ProjectOptions {
  /** A configuration to check; absent: the project's in `dir`. */
  configuration?: { projectName?: string; framework: string; features: string[]; resources?: ResourceModel };
}

export interface ValidateResult {
  command: 'validate';
  validation: ValidationResult;
}

export async function validateProject(options: ValidateOptions): Promise<ValidateResult> {
  let request = options.configuration;
  if (!request) {
    const file = await currentProjectFile(path.resolve(options.dir ?? '.'));
    request = requestOf(file, file.features);
  }
  return { command: 'validate', validation: await engineFor(options.server).validate(request) };
}

export interface FeaturesResult extends FeaturesAnswer {
  command: 'features';
}

export async function listFeatures(options: EngineOptions): Promise<FeaturesResult> {
  return { command: 'features', ...(await engineFor(options.server).features()) };
}
