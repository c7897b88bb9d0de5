// The wizard's state, in one pure reducer: the selection (framework, features, name, step, the resource
// model), where the wizard is (editing, generating, complete), the validation under way and its answer,
// the run of the generating screen, the Explore dialog. The component draws this state and turns clicks
// into actions; its side effects (calls, toasts, timers, the address bar) dispatch what they learn.
import type { Framework } from '@/lib/catalogue/features';
import type { Preset } from '@/lib/catalogue/presets';
import type { ValidationResult } from '@/lib/catalogue/validate';
import type { GenerateBody } from '@/lib/client/generate';
import type { GrowFormat } from '@/lib/client/history';
import { canonicalModel } from '@/lib/resources/canonical';
import { modelKey, type ResourceModel } from '@/lib/resources/model';
import type { GenerationStep } from './generation';
import type { GrowTarget } from './grow';
import {
  applyPreset,
  chooseFramework,
  EMPTY_SELECTION,
  EXPLORE_CLOSED,
  REVIEW_DEFAULT_NAME,
  toggleFeature,
  chooseAlternative,
  type ExploreView,
  type WizardSelection,
  type WizardStep,
} from './state';

type Phase = 'edit' | 'generating' | 'complete';

export interface RunLogLine {
  at: number;
  text: string;
  level: 'info' | 'success' | 'error';
}

/** One run of the generating screen. */
interface RunState {
  body: GenerateBody;
  adjusted: string[];
  steps: GenerationStep[];
  /** The step under way (0-based). */
  current: number;
  /** How many steps are done. */
  completed: number;
  failed: boolean;
  log: RunLogLine[];
  /** The zip this run produced: the complete screen's Download saves it again, with no second generation. */
  zip: Blob | null;
  zipSize: string | null;
}

export interface WizardState {
  sel: WizardSelection;
  phase: Phase;
  /** Feature ids the generator implements; null while unknown (every catalogue feature stays selectable). */
  available: ReadonlySet<string> | null;
  /** The server's validate call is under way: choices are frozen. */
  validating: boolean;
  /** The server's refusal of the last Generate, shown until the selection changes. */
  serverResult: ValidationResult | null;
  /** The project name was edited (or refused): its errors show even while it is empty. */
  nameTouched: boolean;
  /** Grow mode: the format being downloaded while the grow call runs. */
  growing: GrowFormat | null;
  /** Grow mode: the model (its modelKey) whose change the user agreed may lose data; another model asks again. */
  lossAcceptedFor: string | null;
  run: RunState | null;
  /** The Explore dialog, open and on which file; the URL carries it. */
  explore: ExploreView;
  /** The dialog's code was loaded once: it stays mounted. */
  exploreUsed: boolean;
}

/** Whether the user agreed that the grow may lose data, for exactly the model selected (another edit asks again). */
export function lossAccepted(s: Pick<WizardState, 'lossAcceptedFor' | 'sel'>): boolean {
  return s.lossAcceptedFor !== null && s.lossAcceptedFor === modelKey(s.sel.resources);
}

/**
 * Where the wizard starts to grow a project: its framework, features and model, on the model's step when it
 * has one, else on the features (its framework stays, so the first step is not offered).
 * Each resource and field of the model remembers its name (`renamed_from`, dropped while it stays the
 * same): one the user renames is a rename that keeps its data, not a dropped column and a new one.
 */
export function growSelection(t: GrowTarget): WizardSelection {
  const resources = canonicalModel(t.resources).map((r) => ({ ...r, renamed_from: r.name, fields: r.fields.map((f) => ({ ...f, renamed_from: f.name })) }));
  return { framework: t.framework, features: [...t.features], projectName: t.projectName, step: resources.length > 0 ? 'data' : 'features', resources };
}

export function initialWizardState({
  grow = null,
  available = null,
  step = 'stack',
}: { grow?: GrowTarget | null; available?: readonly string[] | null; step?: WizardStep } = {}): WizardState {
  return {
    sel: grow ? growSelection(grow) : { ...EMPTY_SELECTION, step },
    phase: 'edit',
    available: available ? new Set(available) : null,
    validating: false,
    serverResult: null,
    nameTouched: false,
    growing: null,
    lossAcceptedFor: null,
    run: null,
    explore: EXPLORE_CLOSED,
    exploreUsed: false,
  };
}

export type WizardAction =
  /** The selection and the Explore dialog read from the address bar. */
  | { type: 'restore'; sel: WizardSelection; explore: ExploreView }
  | { type: 'available'; available: ReadonlySet<string> | null }
  | { type: 'chooseFramework'; framework: Framework | null }
  | { type: 'applyPreset'; preset: Preset }
  | { type: 'toggleFeature'; id: string }
  /** An alternative chosen: `chosen` replaces `replaced` (the chosen members of its exclusive group). */
  | { type: 'chooseAlternative'; chosen: readonly string[]; replaced: readonly string[] }
  /** Next, Back, or the browser's Back and Forward: that step, for editing (the generating and complete screens are left). */
  | { type: 'goTo'; step: WizardStep }
  | { type: 'setProjectName'; projectName: string }
  | { type: 'touchName' }
  /**
   * A change of the resource model, as the editor computes it (editModel of lib/wizard/model-edits.ts,
   * which loads with the editor): applied to the model as it is when the action runs.
   */
  | { type: 'editModel'; edit: (model: ResourceModel) => ResourceModel }
  | { type: 'validationStarted' }
  /** The validate call's answer; null when it failed with no result. */
  | { type: 'validationFinished'; result: ValidationResult | null }
  | { type: 'runStarted'; body: GenerateBody; adjusted: string[]; steps: GenerationStep[] }
  | { type: 'runStep'; current: number }
  | { type: 'runStepDone'; completed: number }
  | { type: 'runLog'; line: RunLogLine }
  | { type: 'runZip'; zip: Blob; zipSize: string }
  | { type: 'runFailed' }
  | { type: 'phase'; phase: Phase }
  | { type: 'growStarted'; format: GrowFormat }
  | { type: 'growFinished' }
  /** The data-loss agreement of grow mode, for the model selected now. */
  | { type: 'acceptDataLoss'; accepted: boolean }
  /** 'Generate Another': back to the first step with nothing chosen. */
  | { type: 'reset' }
  | { type: 'openExplore' }
  | { type: 'exploreOpenChange'; open: boolean }
  | { type: 'exploreFile'; file: string };

/** A new selection: the server's last refusal no longer applies to it. */
const select = (s: WizardState, sel: WizardSelection): WizardState => (sel === s.sel ? s : { ...s, sel, serverResult: null });

const editRun = (s: WizardState, edit: (r: RunState) => Partial<RunState>): WizardState => (s.run ? { ...s, run: { ...s.run, ...edit(s.run) } } : s);

export function wizardReducer(s: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'restore':
      return { ...s, sel: action.sel, explore: action.explore, serverResult: null };
    case 'available':
      return { ...s, available: action.available };
    case 'chooseFramework':
      return s.validating ? s : select(s, chooseFramework(s.sel, action.framework));
    case 'applyPreset':
      return s.validating ? s : select(s, applyPreset(s.sel, action.preset));
    case 'toggleFeature':
      return s.validating || s.growing ? s : select(s, toggleFeature(s.sel, action.id));
    case 'chooseAlternative':
      return s.validating || s.growing ? s : select(s, chooseAlternative(s.sel, action.chosen, action.replaced));
    case 'goTo': {
      const projectName = action.step === 'review' && s.sel.projectName === '' ? REVIEW_DEFAULT_NAME : s.sel.projectName;
      return { ...select(s, { ...s.sel, step: action.step, projectName }), phase: 'edit' };
    }
    case 'setProjectName':
      return { ...select(s, { ...s.sel, projectName: action.projectName }), nameTouched: true };
    case 'touchName':
      return { ...s, nameTouched: true };
    case 'editModel': {
      if (s.validating || s.phase !== 'edit') return s;
      const resources = action.edit(s.sel.resources);
      return resources === s.sel.resources ? s : select(s, { ...s.sel, resources });
    }
    case 'validationStarted':
      return { ...s, validating: true };
    case 'validationFinished':
      return { ...s, validating: false, serverResult: action.result && !action.result.is_valid ? action.result : null };
    case 'runStarted':
      return {
        ...s,
        phase: 'generating',
        run: { body: action.body, adjusted: action.adjusted, steps: action.steps, current: 0, completed: 0, failed: false, log: [], zip: null, zipSize: null },
      };
    case 'runStep':
      return editRun(s, () => ({ current: action.current }));
    case 'runStepDone':
      return editRun(s, () => ({ completed: action.completed }));
    case 'runLog':
      return editRun(s, (r) => ({ log: [...r.log, action.line] }));
    case 'runZip':
      return editRun(s, () => ({ zip: action.zip, zipSize: action.zipSize }));
    case 'runFailed':
      return editRun(s, () => ({ failed: true }));
    case 'phase':
      return { ...s, phase: action.phase };
    case 'growStarted':
      return { ...s, growing: action.format };
    case 'growFinished':
      return { ...s, growing: null };
    case 'acceptDataLoss':
      return { ...s, lossAcceptedFor: action.accepted ? modelKey(s.sel.resources) : null };
    case 'reset':
      return { ...s, run: null, serverResult: null, nameTouched: false, sel: EMPTY_SELECTION, explore: EXPLORE_CLOSED, phase: 'edit' };
    case 'openExplore':
      return { ...s, exploreUsed: true, explore: { ...s.explore, open: true } };
    case 'exploreOpenChange':
      return s.explore.open === action.open ? s : { ...s, explore: { ...s.explore, open: action.open } };
    case 'exploreFile':
      return s.explore.file === action.file ? s : { ...s, explore: { ...s.explore, file: action.file } };
  }
}
