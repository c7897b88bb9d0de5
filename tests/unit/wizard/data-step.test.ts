// The data step ("Describe your data") between the framework and the features: its place in the steps and
// in links, where growing a project starts, Back and Forward, and the model's errors told apart from the
// features' conflicts.
import { describe, expect, it } from 'vitest';
import { FEATURES } from '@/lib/catalogue/features';
import { checkResources } from '@/lib/resources/validate';
import type { ResourceModel } from '@/lib/resources/model';
import { parseExploreQuery, parseWizardQuery } from '@/lib/wizard/link';
import { growSelection, initialWizardState, wizardReducer, type WizardAction, type WizardState } from '@/lib/wizard/reducer';
import { isWizardStep, nextStep, previousStep, STEP_TITLES, WIZARD_STEPS, wizardQuery } from '@/lib/wizard/state';
import { featureResult, liveValidation, modelErrors } from '@/lib/wizard/validation';

const ALL = new Set(FEATURES.map((f) => f.id));
const run = (s: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, s);

/** A bookshop whose reference field is named like the resource, without `_id`: an error of the model. */
const BAD_BOOKSHOP: ResourceModel = [
  { name: 'author', fields: [{ name: 'full_name', type: 'string', required: true }] },
  { name: 'book', fields: [{ name: 'author', type: 'reference', references: 'author', required: true }] },
];

describe('the data step among the steps', () => {
  it('comes between the framework and the features, named "Describe your data"', () => {
    expect(WIZARD_STEPS).toEqual(['stack', 'data', 'features', 'review']);
    expect(STEP_TITLES.data).toBe('Describe your data');
    expect(nextStep('stack')).toBe('data');
    expect(nextStep('data')).toBe('features');
    expect(nextStep('review')).toBeNull();
    expect(previousStep('features')).toBe('data');
    expect(previousStep('data')).toBe('stack');
    expect(previousStep('stack')).toBeNull();
    expect(isWizardStep('data')).toBe(true);
    expect(isWizardStep('bogus')).toBe(false);
    expect(isWizardStep(null)).toBe(false);
  });

  it('is a step of the URL, and the older step values keep their meaning', () => {
    const q = wizardQuery({ framework: 'gin', features: ['postgresql'], projectName: '', step: 'data' });
    expect(q).toBe('step=data&framework=gin&features=postgresql');
    expect(parseWizardQuery(new URLSearchParams(q)).step).toBe('data');
    expect(parseWizardQuery(new URLSearchParams('framework=gin&step=features')).step).toBe('features');
    expect(parseWizardQuery(new URLSearchParams('framework=gin&step=review')).step).toBe('review');
    // Without a framework it is not reached.
    expect(parseWizardQuery(new URLSearchParams('step=data')).step).toBe('stack');
    expect(parseExploreQuery(new URLSearchParams('framework=gin&step=data&explore=1')).open).toBe(false);
  });

  it('is where a link without a step opens when it carries a model (else the review)', () => {
    expect(parseWizardQuery(new URLSearchParams('framework=gin&resources=W3t9XQ')).step).toBe('data');
    expect(parseWizardQuery(new URLSearchParams('framework=gin')).step).toBe('review');
    expect(parseWizardQuery(new URLSearchParams('resources=W3t9XQ')).step).toBe('stack');
  });

  it('is where growing a project with a model starts; one without a model starts on the features', () => {
    const target = { parentId: 'p1', projectName: 'shop', framework: 'gin' as const, features: ['postgresql'], resources: BAD_BOOKSHOP, modelHistory: [] };
    expect(growSelection(target).step).toBe('data');
    expect(growSelection({ ...target, resources: [] }).step).toBe('features');
  });
});

describe('goTo: Next, Back, and the browser history', () => {
  it('moves between the four steps and keeps the selection', () => {
    let s = run(initialWizardState(), { type: 'chooseFramework', framework: 'gin' }, { type: 'goTo', step: 'data' });
    expect(s.sel.step).toBe('data');
    s = run(s, { type: 'editModel', edit: () => BAD_BOOKSHOP }, { type: 'goTo', step: 'features' }, { type: 'toggleFeature', id: 'postgresql' });
    // Back to the data step, then Forward again: nothing edited is lost.
    s = run(s, { type: 'goTo', step: 'data' }, { type: 'goTo', step: 'features' });
    expect(s.sel).toMatchObject({ step: 'features', framework: 'gin', features: ['postgresql'], resources: BAD_BOOKSHOP });
  });

  it('leaves the complete screen for the step Back reached', () => {
    const done = run(initialWizardState(), { type: 'chooseFramework', framework: 'gin' }, { type: 'goTo', step: 'review' }, { type: 'phase', phase: 'complete' });
    const back = run(done, { type: 'goTo', step: 'features' });
    expect(back.phase).toBe('edit');
    expect(back.sel.step).toBe('features');
  });
});

describe("the model's errors are not feature conflicts", () => {
  it("counts them apart: the features step sees none of the model's errors", () => {
    const live = liveValidation({ framework: 'gin', features: ['postgresql'], resources: BAD_BOOKSHOP }, ALL, checkResources);
    expect(live.is_valid).toBe(false);
    expect(modelErrors(live).count).toBeGreaterThan(0);
    expect(featureResult(live).is_valid).toBe(true);
    expect(featureResult(live).errors).toEqual([]);
  });

  it('keeps the features’ own conflicts, and the model’s count leaves them out', () => {
    const live = liveValidation({ framework: 'gin', features: ['postgresql', 'mysql'], resources: BAD_BOOKSHOP }, ALL, checkResources);
    const features = featureResult(live);
    expect(features.is_valid).toBe(false);
    expect(features.errors.map((e) => e.error_code)).toContain('MULTIPLE_PRIMARY_DB');
    expect(modelErrors(live).count + features.errors.length).toBe(live.errors.length);
    // A result without model errors is returned as it is.
    const clean = liveValidation({ framework: 'gin', features: ['postgresql', 'mysql'] }, ALL, checkResources);
    expect(featureResult(clean)).toBe(clean);
  });
});
