import { describe, expect, it } from 'vitest';
import { PRESETS } from '@/lib/catalogue/presets';
import type { ValidationResult } from '@/lib/catalogue/validate';
import { canonicalModel } from '@/lib/resources/canonical';
import { diffModels } from '@/lib/resources/model-diff';
import { editModel, type ModelAction } from '@/lib/wizard/model-edits';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from '@/lib/wizard/reducer';
import { EMPTY_SELECTION, EXPLORE_CLOSED, REVIEW_DEFAULT_NAME } from '@/lib/wizard/state';

const result = (is_valid: boolean): ValidationResult => ({
  is_valid,
  errors: is_valid ? [] : [{ error_code: 'X', message: 'refused', conflicts: [], conflicting_features: [], suggestions: [] }],
  warnings: [],
  adjusted_features: ['gin'],
  added_dependencies: [],
});

const MODEL_ACTIONS = new Set(['addResource', 'renameResource', 'removeResource', 'addField', 'removeField', 'updateField', 'setFieldType', 'replaceModel']);
/** A model edit goes to the reducer as the editor sends it: editModel of that edit, as an editModel action. */
const asWizardAction = (a: WizardAction | ModelAction): WizardAction =>
  MODEL_ACTIONS.has(a.type) ? { type: 'editModel', edit: (model) => editModel(model, a as ModelAction) } : (a as WizardAction);
const run = (s: WizardState, ...actions: (WizardAction | ModelAction)[]) => actions.map(asWizardAction).reduce(wizardReducer, s);
const start = () => initialWizardState();
const onFeatures = () => run(start(), { type: 'chooseFramework', framework: 'gin' }, { type: 'goTo', step: 'features' });
const refused = (s: WizardState) => run(s, { type: 'validationStarted' }, { type: 'validationFinished', result: result(false) });

describe('the wizard reducer: the initial state', () => {
  it('starts empty, on the first step, editing', () => {
    const s = start();
    expect(s.sel).toEqual(EMPTY_SELECTION);
    expect(s).toMatchObject({ phase: 'edit', available: null, validating: false, serverResult: null, nameTouched: false, growing: null, run: null });
    expect(s.explore).toEqual(EXPLORE_CLOSED);
    expect(s.exploreUsed).toBe(false);
  });

  it('takes the available features and, in grow mode, the grown project on the features step', () => {
    const s = initialWizardState({
      available: ['gin', 'postgresql'],
      grow: { parentId: 'p', projectName: 'shop', framework: 'echo', features: ['postgresql'], resources: [], modelHistory: [] },
    });
    expect([...s.available!]).toEqual(['gin', 'postgresql']);
    expect(s.sel).toEqual({ framework: 'echo', features: ['postgresql'], projectName: 'shop', step: 'features', resources: [] });
  });

  it('in grow mode loads the project’s model, which edits change without touching the project’s own', () => {
    const model = [{ name: 'book', fields: [{ name: 'title', type: 'string' as const, required: true }] }];
    const grow = { parentId: 'p', projectName: 'shop', framework: 'chi' as const, features: ['postgresql'], resources: model, modelHistory: [] };
    let s = initialWizardState({ grow });
    expect(canonicalModel(s.sel.resources)).toEqual(model);
    s = run(s, { type: 'addField', resource: 0 }, { type: 'updateField', resource: 0, field: 1, patch: { name: 'isbn' } });
    expect(s.sel.resources[0].fields.map((f) => f.name)).toEqual(['title', 'isbn']);
    expect(grow.resources[0].fields.map((f) => f.name)).toEqual(['title']);
    expect(diffModels(model, s.sel.resources).map((c) => c.kind)).toEqual(['addField']);
    expect(run(s, { type: 'removeResource', resource: 0 }).sel.resources).toEqual([]);
  });

  it('in grow mode a field or resource whose name is edited is renamed, keeping its data, not dropped and added', () => {
    const model = [{ name: 'book', fields: [{ name: 'title', type: 'string' as const, required: true }] }];
    let s = initialWizardState({ grow: { parentId: 'p', projectName: 'shop', framework: 'chi', features: ['postgresql'], resources: model, modelHistory: [] } });
    s = run(s, { type: 'updateField', resource: 0, field: 0, patch: { name: 'headline' } }, { type: 'renameResource', resource: 0, name: 'volume' });
    expect(diffModels(model, canonicalModel(s.sel.resources))).toEqual([
      { kind: 'renameResource', from: 'book', to: 'volume' },
      { kind: 'renameField', resource: 'volume', from: 'title', to: 'headline' },
    ]);
  });
});

describe('the wizard reducer: choices', () => {
  it('restore takes the selection and the Explore view of the address', () => {
    const sel = { ...EMPTY_SELECTION, framework: 'gin' as const, step: 'review' as const, projectName: 'x' };
    const s = run(refused(start()), { type: 'restore', sel, explore: { open: true, file: 'go.mod' } });
    expect(s.sel).toBe(sel);
    expect(s.explore).toEqual({ open: true, file: 'go.mod' });
    expect(s.serverResult).toBeNull();
  });

  it('available replaces the set of implemented features', () => {
    const set = new Set(['gin']);
    expect(run(start(), { type: 'available', available: set }).available).toBe(set);
    expect(run(start(), { type: 'available', available: null }).available).toBeNull();
  });

  it('chooseFramework sets the base framework and drops a refusal; nothing while validating', () => {
    const s = run(refused(start()), { type: 'chooseFramework', framework: 'echo' });
    expect(s.sel.framework).toBe('echo');
    expect(s.serverResult).toBeNull();
    const busy = run(start(), { type: 'validationStarted' });
    expect(run(busy, { type: 'chooseFramework', framework: 'gin' })).toBe(busy);
  });

  it('applyPreset takes its framework and features', () => {
    const preset = PRESETS[0];
    const s = run(start(), { type: 'applyPreset', preset });
    expect(s.sel.framework).toBe(preset.framework);
    expect(s.sel.features).toEqual(preset.features);
  });

  it('toggleFeature adds and removes a feature, a framework replaces the base; nothing while validating or growing', () => {
    let s = run(onFeatures(), { type: 'toggleFeature', id: 'postgresql' });
    expect(s.sel.features).toEqual(['postgresql']);
    s = run(s, { type: 'toggleFeature', id: 'fiber' });
    expect(s.sel.framework).toBe('fiber');
    expect(run(s, { type: 'toggleFeature', id: 'postgresql' }).sel.features).toEqual([]);
    const growing = run(s, { type: 'growStarted', format: 'patch' });
    expect(run(growing, { type: 'toggleFeature', id: 'docker' })).toBe(growing);
  });

  it('goTo moves between steps; review starts with the default name when none was typed', () => {
    const s = run(onFeatures(), { type: 'goTo', step: 'review' });
    expect(s.sel).toMatchObject({ step: 'review', projectName: REVIEW_DEFAULT_NAME });
    const named = run(onFeatures(), { type: 'setProjectName', projectName: 'mine' }, { type: 'goTo', step: 'review' });
    expect(named.sel.projectName).toBe('mine');
    expect(run(named, { type: 'goTo', step: 'features' }).sel.step).toBe('features');
  });

  it('setProjectName keeps the name as typed and marks it touched; touchName only marks it', () => {
    const s = run(refused(onFeatures()), { type: 'setProjectName', projectName: 'my app' });
    expect(s.sel.projectName).toBe('my app');
    expect(s.nameTouched).toBe(true);
    expect(s.serverResult).toBeNull();
    const touched = run(start(), { type: 'touchName' });
    expect(touched.nameTouched).toBe(true);
    expect(touched.sel).toEqual(EMPTY_SELECTION);
  });
});

describe('the wizard reducer: the resource model', () => {
  it('adds, renames and removes resources; references follow a rename', () => {
    let s = run(onFeatures(), { type: 'addResource' }, { type: 'addResource' });
    expect(s.sel.resources.map((r) => r.name)).toEqual(['item', 'item_2']);
    expect(s.sel.resources[0].fields).toEqual([{ name: 'title', type: 'string', required: true }]);
    s = run(s, { type: 'renameResource', resource: 0, name: 'author' }, { type: 'renameResource', resource: 1, name: 'book' });
    s = run(s, { type: 'addField', resource: 1 }, { type: 'updateField', resource: 1, field: 1, patch: { name: 'author_id' } });
    s = run(s, { type: 'setFieldType', resource: 1, field: 1, fieldType: 'reference' });
    expect(s.sel.resources[1].fields[1]).toEqual({ name: 'author_id', type: 'reference', references: 'author' });
    s = run(s, { type: 'renameResource', resource: 0, name: 'writer' });
    expect(s.sel.resources[1].fields[1].references).toBe('writer');
    s = run(s, { type: 'removeResource', resource: 0 });
    expect(s.sel.resources.map((r) => r.name)).toEqual(['book']);
    // The dangling reference stays, for validation to name.
    expect(s.sel.resources[0].fields[1].references).toBe('writer');
  });

  it('adds, edits and removes fields; false and absent options are the same', () => {
    let s = run(onFeatures(), { type: 'addResource' }, { type: 'addField', resource: 0 }, { type: 'addField', resource: 0 });
    expect(s.sel.resources[0].fields.map((f) => f.name)).toEqual(['title', 'field', 'field_2']);
    s = run(s, { type: 'updateField', resource: 0, field: 1, patch: { unique: true, max: 120, min: 2 } });
    expect(s.sel.resources[0].fields[1]).toEqual({ name: 'field', type: 'string', unique: true, max: 120, min: 2 });
    s = run(s, { type: 'updateField', resource: 0, field: 1, patch: { unique: false, min: undefined } });
    expect(s.sel.resources[0].fields[1]).toEqual({ name: 'field', type: 'string', max: 120 });
    s = run(s, { type: 'removeField', resource: 0, field: 0 });
    expect(s.sel.resources[0].fields.map((f) => f.name)).toEqual(['field', 'field_2']);
  });

  it('setFieldType keeps what still means something', () => {
    let s = run(onFeatures(), { type: 'addResource' }, { type: 'updateField', resource: 0, field: 0, patch: { max: 50, unique: true } });
    s = run(s, { type: 'setFieldType', resource: 0, field: 0, fieldType: 'integer' });
    expect(s.sel.resources[0].fields[0]).toEqual({ name: 'title', type: 'integer', required: true, unique: true, max: 50 });
    s = run(s, { type: 'setFieldType', resource: 0, field: 0, fieldType: 'enum' });
    expect(s.sel.resources[0].fields[0]).toEqual({ name: 'title', type: 'enum', required: true, unique: true, values: [] });
    s = run(s, { type: 'updateField', resource: 0, field: 0, patch: { values: ['a', 'b'] } });
    s = run(s, { type: 'setFieldType', resource: 0, field: 0, fieldType: 'boolean' });
    expect(s.sel.resources[0].fields[0]).toEqual({ name: 'title', type: 'boolean', required: true, unique: true });
  });

  it('replaceModel sets the whole model, and an edit drops a refusal; nothing while validating or generating', () => {
    const model = [{ name: 'author', fields: [] }];
    const s = run(refused(onFeatures()), { type: 'replaceModel', resources: model });
    expect(s.sel.resources).toBe(model);
    expect(s.serverResult).toBeNull();
    const busy = run(s, { type: 'validationStarted' });
    expect(run(busy, { type: 'addResource' })).toBe(busy);
    const generating = run(s, { type: 'phase', phase: 'generating' });
    expect(run(generating, { type: 'addResource' })).toBe(generating);
  });

  it('an edit that changes nothing keeps the state', () => {
    const s = onFeatures();
    expect(run(s, { type: 'removeResource', resource: 3 })).toBe(s);
    expect(run(s, { type: 'updateField', resource: 0, field: 0, patch: { name: 'x' } })).toBe(s);
  });
});

describe('the wizard reducer: validation and the run', () => {
  it('validationStarted freezes; validationFinished keeps a refusal only', () => {
    const busy = run(start(), { type: 'validationStarted' });
    expect(busy.validating).toBe(true);
    expect(refused(start()).serverResult?.errors[0].message).toBe('refused');
    expect(run(busy, { type: 'validationFinished', result: result(true) })).toMatchObject({ validating: false, serverResult: null });
    expect(run(busy, { type: 'validationFinished', result: null })).toMatchObject({ validating: false, serverResult: null });
  });

  it('runStarted opens the generating screen; steps, log, zip and failure go into the run', () => {
    const body = { projectName: 'x', framework: 'gin', features: ['gin'] };
    let s = run(start(), { type: 'runStarted', body, adjusted: ['gin'], steps: [{ title: 't', detail: 'd' }] });
    expect(s.phase).toBe('generating');
    expect(s.run).toMatchObject({ body, current: 0, completed: 0, failed: false, log: [], zip: null, zipSize: null });
    const zip = new Blob(['z']);
    s = run(
      s,
      { type: 'runStep', current: 2 },
      { type: 'runLog', line: { at: 1, text: 'a', level: 'info' } },
      { type: 'runLog', line: { at: 2, text: 'b', level: 'error' } },
      { type: 'runZip', zip, zipSize: '1 B' },
      { type: 'runStepDone', completed: 3 },
      { type: 'runFailed' },
    );
    expect(s.run).toMatchObject({ current: 2, completed: 3, failed: true, zip, zipSize: '1 B' });
    expect(s.run!.log.map((l) => l.text)).toEqual(['a', 'b']);
    expect(run(s, { type: 'phase', phase: 'complete' }).phase).toBe('complete');
  });

  it('run actions without a run change nothing', () => {
    const s = start();
    expect(run(s, { type: 'runStep', current: 1 }, { type: 'runFailed' }, { type: 'runLog', line: { at: 0, text: '', level: 'info' } })).toBe(s);
  });

  it('growStarted and growFinished hold the format being downloaded', () => {
    const s = run(start(), { type: 'growStarted', format: 'zip' });
    expect(s.growing).toBe('zip');
    expect(run(s, { type: 'growFinished' }).growing).toBeNull();
  });

  it('reset goes back to the first step with nothing chosen', () => {
    const body = { projectName: 'x', framework: 'gin', features: ['gin'] };
    const s = run(
      onFeatures(),
      { type: 'addResource' },
      { type: 'setProjectName', projectName: 'x' },
      { type: 'openExplore' },
      { type: 'runStarted', body, adjusted: [], steps: [] },
      { type: 'phase', phase: 'complete' },
      { type: 'reset' },
    );
    expect(s).toMatchObject({ sel: EMPTY_SELECTION, phase: 'edit', run: null, serverResult: null, nameTouched: false, explore: EXPLORE_CLOSED });
    // The dialog's code stays loaded.
    expect(s.exploreUsed).toBe(true);
  });
});

describe('the wizard reducer: Explore', () => {
  it('openExplore opens it and loads its code for good; open changes and files are kept', () => {
    let s = run(start(), { type: 'openExplore' });
    expect(s).toMatchObject({ exploreUsed: true, explore: { open: true, file: null } });
    s = run(s, { type: 'exploreFile', file: 'go.mod' }, { type: 'exploreOpenChange', open: false });
    expect(s.explore).toEqual({ open: false, file: 'go.mod' });
    expect(run(s, { type: 'exploreOpenChange', open: false })).toBe(s);
    expect(run(s, { type: 'exploreFile', file: 'go.mod' })).toBe(s);
  });
});
