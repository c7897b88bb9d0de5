'use client';

import { useEffect, useRef, type Dispatch, type ReactNode, type RefObject } from 'react';
import { FileDiff, FolderTree, Loader2, PackagePlus, Rocket } from 'lucide-react';
import { Button, LABEL_FROM_SM } from '@/components/ui/button';
import type { ModelCheck, ValidationResult } from '@/lib/catalogue/validate-features';
import { asApiError, saveBlob } from '@/lib/client/api';
import { generateZip, validateOnServer, type GenerateBody } from '@/lib/client/generate';
import { historyApi, type GrowFormat } from '@/lib/client/history';
import { notify, notifyApiError } from '@/lib/client/notify';
import { projectNameError } from '@/lib/catalogue/project-name';
import { clearGeneration, DUPLICATE_GUARD_MS, generationInProgress, markGeneration } from '@/lib/wizard/generation';
import { growModelChange, type GrowTarget } from '@/lib/wizard/grow';
import type { WizardAction } from '@/lib/wizard/reducer';
import { NO_FRAMEWORK } from '@/lib/wizard/notices';
import { requestBody } from '@/lib/wizard/request';
import { runGeneration } from '@/lib/wizard/run';
import type { WizardSelection } from '@/lib/wizard/state';
import { CONFLICTS, localValidation } from '@/lib/wizard/validation';

interface ReviewActionsProps {
  sel: WizardSelection;
  grow: GrowTarget | null;
  available: ReadonlySet<string> | null;
  /** The live validation of the selection. */
  live: ValidationResult;
  validating: boolean;
  growing: GrowFormat | null;
  /** Grow mode: the user agreed that this model's change may lose data. */
  lossAccepted: boolean;
  dispatch: Dispatch<WizardAction>;
  nameRef: RefObject<HTMLInputElement | null>;
  loadModelCheck: () => Promise<ModelCheck>;
  onExplore: () => void;
  /** A generation starts: answers whether it is still the wizard's current run (not left, not replaced). */
  beginRun: () => () => boolean;
  onGrown?: () => void;
  /** The share link's button. */
  share: ReactNode;
}

const LOSS_PENDING = 'This change loses data: agree to it in the changes above first';
const GENERATE_BLOCKED_ID = 'wizard-generate-blocked';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The review step's end of the action bar: Explore files and the share link, then Generate Backend
 * (Ctrl/Cmd+Enter too), or in grow mode the zip and patch downloads. Loaded with the review step.
 */
export function ReviewActions(props: ReviewActionsProps) {
  const { sel, grow, available, live, validating, growing, lossAccepted, dispatch, nameRef, loadModelCheck, onExplore, beginRun, onGrown, share } = props;

  const body = sel.framework ? requestBody(sel) : null;
  // Generate waits for a valid name: the reason is the field's own error, read out with the button.
  const nameProblem = projectNameError(sel.projectName);
  // A change of model that loses data waits for the user's agreement (the review's checkbox).
  const lossPending = !!grow && !lossAccepted && growModelChange(grow, sel.resources).losses.length > 0;

  const startRun = (req: GenerateBody, adjusted: string[], rawName: string) => {
    void runGeneration(req, adjusted, rawName, {
      dispatch,
      alive: beginRun(),
      generate: generateZip,
      failureOf: asApiError,
      save: saveBlob,
      notify,
      clearMark: (name) => clearGeneration(storage(), name),
      later: (fn, ms) => void setTimeout(fn, ms),
      now: Date.now,
    });
  };

  const onGrow = async (format: GrowFormat) => {
    if (!grow || !body || growing) return;
    if (!live.is_valid) return void notify.error(CONFLICTS.title, CONFLICTS.description);
    dispatch({ type: 'growStarted', format });
    try {
      // The model is always sent: an empty list takes the project back to the notes example.
      const { blob, fileName, storageNotice } = await historyApi.grow(grow.parentId, { features: body.features, format, resources: body.resources ?? [], allowDataLoss: lossAccepted });
      saveBlob(blob, fileName);
      notify.success(format === 'patch' ? 'Patch downloaded' : 'Zip downloaded', `${fileName}: ${body.projectName} with its changes is in your history.`);
      if (storageNotice) notify.warning('Not kept in your history', storageNotice);
      onGrown?.();
    } catch (err) {
      notifyApiError(err, { title: 'Adding features failed' });
    } finally {
      dispatch({ type: 'growFinished' });
    }
  };

  const onGenerate = async () => {
    if (grow || validating) return;
    if (!sel.framework || !body) return void notify.error(NO_FRAMEWORK);
    // Ctrl/Cmd+Enter reaches here with the button disabled: show the name's error where it is typed.
    if (nameProblem) {
      dispatch({ type: 'touchName' });
      nameRef.current?.focus();
      return;
    }
    if (generationInProgress(storage(), body.projectName)) return void notify.error('Project generation already in progress');

    dispatch({ type: 'validationStarted' });
    const answer = await validateOnServer(body);
    const result: ValidationResult | null =
      answer.kind === 'network' ? localValidation(body, available, await loadModelCheck()) : answer.kind === 'result' ? answer.result : null;
    dispatch({ type: 'validationFinished', result });
    if (!result) return void notify.error('Validation error', 'An error occurred during validation. Please try again.');
    if (!result.is_valid) {
      return void notify.error('Validation failed', 'There are conflicts with your selected features. Please review and try again.');
    }
    const store = storage();
    markGeneration(store, body.projectName);
    setTimeout(() => clearGeneration(store, body.projectName), DUPLICATE_GUARD_MS);
    startRun(body, result.adjusted_features, sel.projectName);
  };

  // Ctrl/Cmd+Enter generates, while the review step is on screen.
  const generateRef = useRef(onGenerate);
  useEffect(() => {
    generateRef.current = onGenerate;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        void generateRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button variant="outline" onClick={onExplore} disabled={!body}>
        <FolderTree className="h-4 w-4" aria-hidden />
        <span className={LABEL_FROM_SM}>Explore files</span>
      </Button>
      {grow ? (
        <>
          <Button variant="outline" onClick={() => void onGrow('zip')} disabled={!!growing || lossPending} title={lossPending ? LOSS_PENDING : undefined}>
            {growing === 'zip' ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <PackagePlus className="h-4 w-4" aria-hidden />}
            <span className={LABEL_FROM_SM}>Download zip</span>
          </Button>
          <Button onClick={() => void onGrow('patch')} disabled={!!growing || lossPending} title={lossPending ? LOSS_PENDING : undefined}>
            {growing === 'patch' ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <FileDiff className="h-4 w-4" aria-hidden />}
            Download patch
          </Button>
        </>
      ) : (
        <>
          {share}
          <Button
            onClick={() => void onGenerate()}
            disabled={!sel.framework || validating || !!nameProblem}
            title={!sel.framework ? NO_FRAMEWORK : (nameProblem ?? 'Ctrl+Enter or Cmd+Enter')}
            aria-describedby={nameProblem ? GENERATE_BLOCKED_ID : undefined}
            aria-keyshortcuts="Control+Enter Meta+Enter"
          >
            {validating ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Rocket className="h-4 w-4" aria-hidden />}
            {validating ? 'Validating...' : 'Generate Backend'}
          </Button>
          {nameProblem && (
            <span id={GENERATE_BLOCKED_ID} className="sr-only">
              Generate is unavailable until the project name is fixed: {nameProblem}
            </span>
          )}
        </>
      )}
    </>
  );
}
