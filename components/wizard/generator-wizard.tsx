'use client';

import { useCallback, useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { ArrowLeft, ArrowRight, FileDiff, FolderTree, Loader2, PackagePlus, Rocket, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Framework } from '@/lib/catalogue/features';
import { FEATURE_BY_ID } from '@/lib/catalogue/features';
import { projectNameError } from '@/lib/catalogue/project-name';
import type { Preset } from '@/lib/catalogue/presets';
import type { ModelCheck, ValidationResult } from '@/lib/catalogue/validate-features';
import { asApiError, saveBlob } from '@/lib/client/api';
import { diffConfigurations, fetchAvailableFeatures, generateZip, validateOnServer, type GenerateBody } from '@/lib/client/generate';
import { historyApi, type GrowFormat } from '@/lib/client/history';
import { useResource } from '@/lib/client/use-resource';
import { notify, notifyApiError } from '@/lib/client/notify';
import { FRAMEWORK_OPTION_BY_ID } from '@/lib/wizard/frameworks';
import { clearGeneration, DUPLICATE_GUARD_MS, generationInProgress, markGeneration } from '@/lib/wizard/generation';
import { runGeneration } from '@/lib/wizard/run';
import { generateQuery, matchingPreset, parseExploreQuery, parseWizardQuery, requestBody, wizardQuery, type WizardStep } from '@/lib/wizard/state';
import { growFrom, modelChanges, type GrowTarget } from '@/lib/wizard/grow';
import { initialWizardState, wizardReducer } from '@/lib/wizard/reducer';
import { liveValidation, localValidation, modelErrors } from '@/lib/wizard/validation';
import { StackStep } from './stack-step';
import { StepIndicator } from './step-indicator';

// The wizard opens on its first step (the page is prerendered so): what only the later steps and screens
// show is loaded when they are reached, which keeps the generator page's first-load script and its
// blocking time on a phone down. Each loads in a moment; the Next button stays where it is meanwhile.
const FeaturesStep = dynamic(() => import('./features-step').then((m) => m.FeaturesStep));
const SelectionSummary = dynamic(() => import('./features-step').then((m) => m.SelectionSummary));
const ResourcesEditor = dynamic(() => import('./resources-editor').then((m) => m.ResourcesEditor));
const ReviewStep = dynamic(() => import('./review-step').then((m) => m.ReviewStep));
const ResourcesSummary = dynamic(() => import('./resources-summary').then((m) => m.ResourcesSummary));
const GrowChanges = dynamic(() => import('./grow-changes').then((m) => m.GrowChanges));
const ValidationOutput = dynamic(() => import('./validation-output').then((m) => m.ValidationOutput));
const CommandLine = dynamic(() => import('./share').then((m) => m.CommandLine));
const CopyLinkButton = dynamic(() => import('./share').then((m) => m.CopyLinkButton));
const GeneratingScreen = dynamic(() => import('./generating-screen').then((m) => m.GeneratingScreen));
const CompleteScreen = dynamic(() => import('./complete-screen').then((m) => m.CompleteScreen));
const ExploreDialog = dynamic(() => import('./explore-dialog'), { ssr: false });

export interface GeneratorWizardProps {
  /** Feature ids the generator implements. When absent they are read from GET /features. */
  available?: readonly string[];
  /**
   * Start from the page's URL and keep framework, features, name and step in it, so the address bar is a
   * share link (the generator page). Off by default: embedded elsewhere (the studio), the wizard switches by in-page state.
   */
  syncUrl?: boolean;
  /**
   * Add features to a project of the history: the wizard starts on its configuration with the name fixed,
   * and the review downloads a patch or a zip through POST /api/history/{id}/grow instead of generating.
   */
  grow?: GrowTarget | null;
  /** The grown project was recorded and its file downloaded. */
  onGrown?: () => void;
  /** Leave grow mode for a new project. */
  onCancelGrow?: () => void;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};
const noSubscription = () => () => {};
const loadModelCheck = (): Promise<ModelCheck> => import('@/lib/resources/validate').then((m) => m.checkResources);
const fwName = (f: Framework) => FRAMEWORK_OPTION_BY_ID.get(f)?.name ?? f;

export function GeneratorWizard({ available: availableProp, syncUrl = false, grow = null, onGrown, onCancelGrow }: GeneratorWizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, { grow, available: availableProp }, initialWizardState);
  const { sel, phase, available, validating, serverResult, nameTouched, growing, run, explore, exploreUsed } = state;
  const nameRef = useRef<HTMLInputElement>(null);
  const runId = useRef(0);
  const topRef = useRef<HTMLDivElement>(null);
  // True once the wizard is interactive in the browser (hydrated): until then a click does nothing.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  // A URL that carries wizard state is read once in the browser.
  useEffect(() => {
    // The address bar exists only in the browser: read after hydration, so that the server's render and
    // the browser's first one agree.
    if (!syncUrl) return;
    const params = new URLSearchParams(window.location.search);
    const sel = parseWizardQuery(params);
    const explore = parseExploreQuery(params);
    const link = params.get('resources');
    if (!link) return void dispatch({ type: 'restore', sel, explore });
    // A link's model is checked by its zod schema, loaded only for a link that carries one.
    let live = true;
    void import('@/lib/wizard/link-model').then(({ parseResourcesParam }) => {
      if (live) dispatch({ type: 'restore', sel: { ...sel, resources: parseResourcesParam(link) }, explore });
    });
    return () => {
      live = false;
    };
  }, [syncUrl]);
  // Leaving the page stops a generation that is under way.
  useEffect(
    () => () => {
      runId.current++;
    },
    [],
  );

  useEffect(() => {
    if (availableProp) return;
    let live = true;
    fetchAvailableFeatures().then((ids) => {
      // On failure every catalogue feature stays selectable; the server's validation decides.
      if (live) dispatch({ type: 'available', available: ids ? new Set(ids) : null });
    });
    return () => {
      live = false;
    };
  }, [availableProp]);

  // The URL mirrors the selection and the open preview, so the address bar is always a share link.
  useEffect(() => {
    if (!syncUrl) return;
    const query = wizardQuery({ ...sel, step: phase === 'edit' ? sel.step : 'review' }, explore);
    if (window.location.search !== `?${query}`) window.history.replaceState(null, '', `${window.location.pathname}?${query}`);
  }, [sel, phase, explore, syncUrl]);

  // The model's rules (names, reserved words, references: with their word lists, a large part of the
  // wizard's script) load once a model can exist: past the first step, or a preset or link that has one.
  const [checkModel, setCheckModel] = useState<ModelCheck | null>(null);
  const modelPossible = sel.step !== 'stack' || sel.resources.length > 0;
  useEffect(() => {
    if (modelPossible && !checkModel) void loadModelCheck().then((check) => setCheckModel(() => check));
  }, [modelPossible, checkModel]);
  const live = useMemo(() => liveValidation(sel, available, checkModel), [sel, available, checkModel]);
  // A refused name is shown under the name field, the rest under the steps.
  const serverNameError = serverResult?.errors.find((e) => e.error_code === 'INVALID_PROJECT_NAME')?.message ?? null;
  const shown = useMemo(
    () => (serverResult ? { ...serverResult, errors: serverResult.errors.filter((e) => e.error_code !== 'INVALID_PROJECT_NAME') } : live),
    [serverResult, live],
  );
  const shownModelErrors = useMemo(() => modelErrors(shown), [shown]);
  const nameError = (nameTouched || sel.projectName !== '' ? projectNameError(sel.projectName) : null) ?? serverNameError;

  const scrollToTop = () => topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  const goTo = (step: WizardStep) => {
    dispatch({ type: 'goTo', step });
    scrollToTop();
  };

  const frameworkChosen = (framework: Framework) =>
    notify.success('Base Framework Selected', `${fwName(framework)} is the base of your project.`);

  const onChooseFramework = (framework: Framework | null) => {
    if (validating) return;
    dispatch({ type: 'chooseFramework', framework });
    if (framework) frameworkChosen(framework);
  };

  const onPreset = (preset: Preset) => {
    if (validating) return;
    dispatch({ type: 'applyPreset', preset });
    notify.success(
      'Preset applied',
      `${preset.name}: ${fwName(preset.framework)} with ${preset.features.length} features. Change any of them on the next steps.`,
    );
  };

  const onToggle = (id: string) => {
    if (validating || growing) return;
    if (grow && FRAMEWORK_OPTION_BY_ID.has(id)) {
      return void notify.error('The framework stays', `Adding features keeps ${fwName(grow.framework)}; start a new project to change it.`);
    }
    const becomesBase = FRAMEWORK_OPTION_BY_ID.has(id) && sel.framework !== id;
    dispatch({ type: 'toggleFeature', id });
    if (becomesBase) frameworkChosen(id as Framework);
  };

  const onConflict = () =>
    notify.error('Feature conflict', 'This feature would conflict with your current selection');

  const onNext = () => {
    if (sel.step === 'stack') {
      if (!sel.framework) return void notify.error('Please select a base framework to continue');
      return goTo('features');
    }
    if (sel.step === 'features') {
      if (!live.is_valid) {
        return void notify.error('Feature conflicts detected', 'Please resolve the conflicts before proceeding.');
      }
      goTo('review');
    }
  };

  const onBack = () => {
    if (sel.step === 'features' && !grow) goTo('stack');
    else if (sel.step === 'review') goTo('features');
  };

  const body: GenerateBody | null = sel.framework ? requestBody(sel) : null;

  const startRun = (req: GenerateBody, adjusted: string[], rawName: string) => {
    const id = ++runId.current;
    scrollToTop();
    void runGeneration(req, adjusted, rawName, {
      dispatch,
      alive: () => runId.current === id,
      generate: generateZip,
      failureOf: asApiError,
      save: saveBlob,
      notify,
      clearMark: (name) => clearGeneration(storage(), name),
      sleep,
      later: (fn, ms) => void setTimeout(fn, ms),
      now: Date.now,
    });
  };

  // What the new features change: loaded on the review step of grow mode, again whenever the selection changes.
  const diffKey = grow && body && phase === 'edit' && sel.step === 'review' ? JSON.stringify(body) : null;
  const diff = useResource((signal) => diffConfigurations(growFrom(grow!), body!, signal), diffKey, {
    errorTitle: 'Failed to compare the configurations',
  });

  const onGrow = async (format: GrowFormat) => {
    if (!grow || !body || growing || phase !== 'edit') return;
    if (!live.is_valid) return void notify.error('Feature conflicts detected', 'Please resolve the conflicts before proceeding.');
    dispatch({ type: 'growStarted', format });
    try {
      // The model is always sent: an empty list takes the project back to the notes example.
      const { blob, fileName, storageNotice } = await historyApi.grow(grow.parentId, body.features, format, body.resources ?? []);
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
    if (grow || phase !== 'edit' || sel.step !== 'review' || validating) return;
    if (!sel.framework || !body) return void notify.error('Please select a base framework to continue');
    if (sel.projectName.trim() === '') {
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

  // Ctrl/Cmd+Enter generates on the review step.
  const generateRef = useRef(onGenerate);
  useEffect(() => {
    generateRef.current = onGenerate;
  });
  useEffect(() => {
    if (phase !== 'edit' || sel.step !== 'review') return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        void generateRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [phase, sel.step]);

  // The bytes of the run that just finished: generating again would cost a second server call and, for a
  // signed-in user, a second history row for the same project.
  const onDownload = () => {
    if (!run?.zip) return;
    saveBlob(run.zip, `${run.body.projectName}.zip`);
    notify.success('Download started', `${run.body.projectName}.zip`);
  };

  const onAnother = () => {
    runId.current++;
    dispatch({ type: 'reset' });
    scrollToTop();
  };

  const openExplore = () => dispatch({ type: 'openExplore' });
  const onExploreOpenChange = useCallback((open: boolean) => dispatch({ type: 'exploreOpenChange', open }), []);
  const onExploreFile = useCallback((file: string) => dispatch({ type: 'exploreFile', file }), []);
  const share = <CopyLinkButton query={wizardQuery({ ...sel, step: 'review' })} />;
  const exploreBody = phase === 'complete' && run ? run.body : body;

  return (
    <div ref={topRef} className="flex scroll-mt-20 flex-col gap-6" data-testid="generator-wizard" data-hydrated={hydrated ? 'true' : undefined}>
      {grow && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 px-4 py-3 text-sm" role="status">
          <PackagePlus className="h-4 w-4 text-primary" aria-hidden />
          <span className="flex-1">
            Adding features to <span className="font-medium">{grow.projectName}</span> ({fwName(grow.framework)}): tick what it should gain, or change its resources.
          </span>
          {onCancelGrow && (
            <Button variant="ghost" size="sm" onClick={onCancelGrow} disabled={!!growing}>
              <X className="h-4 w-4" aria-hidden /> Start a new project instead
            </Button>
          )}
        </div>
      )}
      <StepIndicator step={sel.step} framework={sel.framework} done={phase !== 'edit'} />

      {phase === 'edit' && sel.step === 'stack' && (
        <StackStep framework={sel.framework} available={available} preset={matchingPreset(sel)} disabled={validating} onChoose={onChooseFramework} onPreset={onPreset} />
      )}
      {phase === 'edit' && sel.step === 'features' && (
        <FeaturesStep
          framework={sel.framework}
          features={sel.features}
          available={available}
          validation={live}
          disabled={validating}
          onToggle={onToggle}
          onConflict={onConflict}
        />
      )}
      {phase === 'edit' && sel.step === 'features' && (
        <ResourcesEditor resources={sel.resources} errors={shownModelErrors} disabled={validating} onEdit={dispatch} />
      )}
      {phase === 'edit' && sel.step === 'review' && (
        <ReviewStep
          framework={sel.framework}
          features={sel.features}
          projectName={sel.projectName}
          nameError={nameError}
          validation={shown}
          nameRef={nameRef}
          disabled={validating}
          onNameChange={(projectName) => {
            if (!grow) dispatch({ type: 'setProjectName', projectName });
          }}
          growing={!!grow}
          changes={
            grow ? (
              <GrowChanges
                projectName={grow.projectName}
                model={modelChanges(grow.resources, sel.resources)}
                diff={diff.data}
                loading={diff.loading}
                error={diff.error}
                onRetry={() => void diff.reload()}
              />
            ) : undefined
          }
        />
      )}
      {phase === 'edit' && sel.step === 'review' && <ResourcesSummary resources={sel.resources} errors={shownModelErrors} />}

      {phase === 'edit' && (
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur">
          <Button variant="outline" onClick={onBack} disabled={sel.step === 'stack' || (!!grow && sel.step === 'features') || validating || !!growing}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            Back
          </Button>
          {sel.step === 'features' && <SelectionSummary count={sel.features.length} validation={live} />}
          <span className="flex-1" />
          {sel.step === 'review' && (
            <>
              <Button variant="outline" onClick={openExplore} disabled={!body}>
                <FolderTree className="h-4 w-4" aria-hidden />
                Explore files
              </Button>
              {!grow && share}
            </>
          )}
          {grow && sel.step === 'review' ? (
            <>
              <Button variant="outline" onClick={() => void onGrow('zip')} disabled={!!growing}>
                {growing === 'zip' ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <PackagePlus className="h-4 w-4" aria-hidden />}
                Download zip
              </Button>
              <Button onClick={() => void onGrow('patch')} disabled={!!growing}>
                {growing === 'patch' ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <FileDiff className="h-4 w-4" aria-hidden />}
                Download patch
              </Button>
            </>
          ) : sel.step !== 'review' ? (
            <Button onClick={onNext} disabled={sel.step === 'stack' && !sel.framework}>
              Next
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Button>
          ) : (
            <Button
              onClick={() => void onGenerate()}
              disabled={!sel.framework || validating}
              title={sel.framework ? 'Ctrl+Enter or Cmd+Enter' : 'Please select a base framework to continue'}
              aria-keyshortcuts="Control+Enter Meta+Enter"
            >
              {validating ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Rocket className="h-4 w-4" aria-hidden />}
              {validating ? 'Validating...' : 'Generate Backend'}
            </Button>
          )}
        </div>
      )}

      {phase === 'edit' && sel.step !== 'stack' && <ValidationOutput result={shown} />}
      {phase === 'edit' && sel.step === 'review' && body && !grow && (
        <CommandLine generateQuery={generateQuery(sel)} projectName={body.projectName} body={body.resources ? body : undefined} />
      )}

      {phase === 'generating' && run && (
        <GeneratingScreen
          projectName={run.body.projectName}
          steps={run.steps}
          current={run.current}
          completed={run.completed}
          failed={run.failed}
          log={run.log}
        />
      )}
      {phase === 'complete' && run && (
        <CompleteScreen
          projectName={run.body.projectName}
          framework={run.body.framework as Framework}
          adjusted={run.adjusted.filter((id) => FEATURE_BY_ID.has(id))}
          chosen={run.body.features}
          hasResources={Boolean(run.body.resources?.length)}
          zipSize={run.zipSize}
          onDownload={onDownload}
          onExplore={openExplore}
          onAnother={onAnother}
          share={share}
        />
      )}

      {exploreBody && (exploreUsed || explore.open) && (
        <ExploreDialog
          open={explore.open}
          onOpenChange={onExploreOpenChange}
          body={exploreBody}
          file={explore.file}
          onFileChange={onExploreFile}
          linkQuery={wizardQuery({ ...sel, step: 'review' }, { open: true, file: explore.file })}
          changes={grow && !diff.loading ? diff.data : null}
        />
      )}
    </div>
  );
}
