// The generating screen's script (spec section 4, 'Generation sequence'): the request, the server's
// answer and the saved zip, each moving the steps on as it happens (no pauses: see ./generation), then
// the complete screen at once; and the ways back to review. It only dispatches reducer actions and calls
// the effects it is given, so the wizard passes the browser's and the tests pass fakes.
import type { Framework } from '@/lib/catalogue/features';
import { projectNameError } from '@/lib/catalogue/project-name';
import type { GenerateBody } from '@/lib/client/generate';
import { ERROR_RETURN_DELAY_MS, formatBytes, generationFailure, generationSteps, GENERATION_STEP_COUNT, SERVER_STEP_COUNT } from './generation';
import type { RunLogLine, WizardAction } from './reducer';

export interface RunEffects {
  dispatch: (action: WizardAction) => void;
  /** False once the run was left (the page closed, 'Generate Another'): nothing more is done or shown. */
  alive: () => boolean;
  generate: (body: GenerateBody) => Promise<{ zip: Blob; storageNotice: string | null }>;
  /** The status and body of a refused call. */
  failureOf: (err: unknown) => { status: number; body?: unknown };
  save: (blob: Blob, fileName: string) => void;
  notify: {
    success: (title: string, description?: string) => void;
    error: (title: string, description?: string) => void;
    warning: (title: string, description?: string) => void;
  };
  /** Drops the duplicate-generation mark of a project name. */
  clearMark: (projectName: string) => void;
  later: (fn: () => void, ms: number) => void;
  now: () => number;
}

/** Runs one generation: `adjusted` is the validated feature list, `rawName` the name as typed. */
export async function runGeneration(req: GenerateBody, adjusted: string[], rawName: string, fx: RunEffects): Promise<void> {
  const { dispatch, alive } = fx;
  const steps = generationSteps(req.projectName, req.framework as Framework, adjusted);
  const log = (text: string, level: RunLogLine['level'] = 'info') => {
    if (alive()) dispatch({ type: 'runLog', line: { at: fx.now(), text, level } });
  };
  dispatch({ type: 'runStarted', body: req, adjusted, steps });

  const backToReview = (delay: number) => {
    fx.clearMark(req.projectName);
    dispatch({ type: 'runFailed' });
    const go = () => alive() && dispatch({ type: 'phase', phase: 'edit' });
    if (delay > 0) fx.later(go, delay);
    else go();
  };
  const nameRefused = (message: string) => {
    log(`Project name error: ${message}`, 'error');
    fx.notify.error('Invalid Project Name', message);
    dispatch({ type: 'touchName' });
    backToReview(0);
  };

  // The generating screen repeats the project-name check, on the name as typed (what is sent is stripped).
  const nameProblem = projectNameError(rawName);
  if (nameProblem) return nameRefused(nameProblem);

  // The server does the first seven steps in this one request: they are all under way until it answers.
  dispatch({ type: 'runStep', current: SERVER_STEP_COUNT - 1 });
  log(`Sending features to the generator API (${req.features.join(', ')})`);
  if (req.resources) log(`Resources: ${req.resources.map((r) => r.name).join(', ')}`);
  const sentAt = fx.now();
  let zip: Blob;
  let storageNotice: string | null;
  try {
    ({ zip, storageNotice } = await fx.generate(req));
  } catch (err) {
    if (!alive()) return;
    const { status, body } = fx.failureOf(err);
    const failure = generationFailure(status, body);
    if (failure.projectNameError) return nameRefused(failure.projectNameError);
    log(`Error: ${failure.message}`, 'error');
    fx.notify.error('Error!', failure.message || 'Error generating backend');
    return backToReview(ERROR_RETURN_DELAY_MS);
  }
  if (!alive()) return;
  const size = formatBytes(zip.size);
  log(`Processing generated files (${size} zip, received ${Math.max(0, fx.now() - sentAt)} ms after the request)`);
  dispatch({ type: 'runZip', zip, zipSize: size });
  for (const step of steps.slice(0, SERVER_STEP_COUNT)) log(`${step.title}: ${step.detail}`);
  dispatch({ type: 'runStepDone', completed: SERVER_STEP_COUNT });

  // The last step is the browser's: saving the zip. Then the complete screen, with nothing to wait for.
  dispatch({ type: 'runStep', current: GENERATION_STEP_COUNT - 1 });
  fx.save(zip, `${req.projectName}.zip`);
  dispatch({ type: 'runStepDone', completed: GENERATION_STEP_COUNT });
  log(`Done: ${req.projectName}.zip downloaded`, 'success');
  fx.notify.success('Backend generated!', `${req.projectName}.zip is downloading.`);
  if (storageNotice) fx.notify.warning('Not kept in your history', storageNotice);
  dispatch({ type: 'phase', phase: 'complete' });
}
