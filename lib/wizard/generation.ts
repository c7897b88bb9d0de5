// The generating screen's script (spec sections 4, 8, 9): its eight steps, the texts of its failures,
// and the duplicate-generation guard. Pure apart from the storage passed in.
//
// The steps advance on real events only, never on a clock: the server builds the whole project in one
// request (the first seven steps name its parts) and the last step is saving the zip. Spec section 4 once
// paced them with 800 ms pauses and a 1 s wait before the complete screen; that was seven seconds of
// waiting for work done in milliseconds, so the pauses are gone and the step names and log lines stay.
import { FEATURE_BY_ID, featuresText, idsInCategory as inCategory, projectFeatures, type Framework } from '@/lib/catalogue/features';

export const GENERATION_STEP_COUNT = 8;
/** The steps the server does in its one request: all but the last ('Finalizing project', saving the zip). */
export const SERVER_STEP_COUNT = GENERATION_STEP_COUNT - 1;
/** A failure stays on screen this long before review comes back, so its log line can be read (spec section 8). */
export const ERROR_RETURN_DELAY_MS = 1000;
export const DUPLICATE_GUARD_MS = 3000;

export interface GenerationStep {
  title: string;
  /** What this step covers in the chosen configuration, said plainly (never a claim about work not done). */
  detail: string;
}

const names = (ids: string[]) => ids.map((id) => FEATURE_BY_ID.get(id)?.name ?? id).join(', ');
const pick = (features: string[], ids: string[]) => ids.filter((id) => features.includes(id));

/** The eight steps for a configuration; `features` is the adjusted list (framework and dependencies included). */
export function generationSteps(projectName: string, framework: Framework, features: string[]): GenerationStep[] {
  const fw = FEATURE_BY_ID.get(framework)?.name ?? framework;
  const part = (ids: string[], none: string) => {
    const chosen = pick(features, ids);
    return chosen.length > 0 ? names(chosen) : none;
  };
  return [
    // Counted as the review and complete screens count (projectFeatures): the same figure on all three.
    { title: 'Initializing project structure', detail: `Project ${projectName} with ${featuresText(projectFeatures(features).length)}` },
    { title: `Setting up ${fw} framework`, detail: `${fw} server with graceful shutdown and /health` },
    {
      title: 'Configuring database connections',
      detail: part(inCategory('Database'), 'No database selected'),
    },
    { title: 'Setting up authentication', detail: part(inCategory('Authentication & Security'), 'No authentication selected') },
    { title: 'Generating API documentation', detail: part(inCategory('Documentation'), 'No API documentation selected') },
    { title: 'Creating Docker configuration', detail: part(inCategory('DevOps & Deployment'), 'No Docker configuration selected') },
    { title: 'Setting up monitoring', detail: part(inCategory('Monitoring & Logging'), 'No monitoring selected') },
    { title: 'Finalizing project', detail: `${projectName}.zip` },
  ];
}

export function progressPercent(completed: number): number {
  return Math.round((Math.max(0, Math.min(GENERATION_STEP_COUNT, completed)) / GENERATION_STEP_COUNT) * 100);
}

export interface GenerationFailure {
  message: string;
  /** Set when the server named the project name as the problem: the wizard returns to review at once. */
  projectNameError?: string;
}

/** The message shown for a failed generate call (spec section 8, 'Generation'); `body` is the error answer, if any. */
export function generationFailure(status: number, body: unknown): GenerationFailure {
  const answer = (body && typeof body === 'object' ? body : {}) as { message?: string; error?: string; details?: unknown };
  const details = answer.details;
  if (details && typeof details === 'object' && !Array.isArray(details) && 'projectname' in details) {
    const v = (details as Record<string, unknown>).projectname;
    return { message: String(v), projectNameError: String(v) };
  }
  if (status === 401) return { message: 'Unexpected authentication error. Please try again or contact support.' };
  if (status === 400) return { message: `Invalid project configuration: ${answer.message ?? 'the request was refused'}` };
  if (status >= 500) return { message: 'Server error occurred. Please try again in a moment.' };
  return { message: answer.message || answer.error || 'Failed to generate project' };
}

// Duplicate-generation guard: one mark per project name in local storage, valid for 3 s.
const GUARD_PREFIX = 'gostarter:generating:';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function generationInProgress(store: Store | null, projectName: string, now = Date.now()): boolean {
  if (!store) return false;
  const at = Number(store.getItem(GUARD_PREFIX + projectName));
  return Number.isFinite(at) && at > 0 && now - at < DUPLICATE_GUARD_MS;
}

export function markGeneration(store: Store | null, projectName: string, now = Date.now()): void {
  store?.setItem(GUARD_PREFIX + projectName, String(now));
}

export function clearGeneration(store: Store | null, projectName: string): void {
  store?.removeItem(GUARD_PREFIX + projectName);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
