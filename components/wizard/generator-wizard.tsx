'use client';

import { useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { Button, LABEL_FROM_SM } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { Framework } from '@/lib/catalogue/framework-ids';
import type { Preset } from '@/lib/catalogue/presets';
import type { ModelCheck } from '@/lib/catalogue/validate-features';
import type { DiffResponse } from '@/lib/client/generate';
import type { StackChoices } from '@/lib/wizard/frameworks';
import type { GrowTarget } from '@/lib/wizard/grow';
import { initialWizardState, wizardReducer } from '@/lib/wizard/reducer';
import { NO_FRAMEWORK } from '@/lib/wizard/notices';
import { isWizardStep, matchingPreset, nextStep, previousStep, wizardQuery, type WizardStep } from '@/lib/wizard/state';
import type { LaterStepsProps } from './later-steps';
import { DataStepIntro } from './data-step-intro';
import { StackStep } from './stack-step';
import { ArrowLeft, ArrowRight } from './step-icons';
import { StepIndicator } from './step-indicator';

// The wizard opens on its first step (the page is prerendered so): the rest of it (components/wizard/
// later-steps.tsx) loads once a framework is chosen, which keeps the generator page's first-load script
// and its blocking time on a phone down. Each part loads in a moment; the Next button stays where it is
// meanwhile.
const LaterStep = dynamic(() => import('./later-steps').then((m) => m.LaterStep));
const BarSummary = dynamic(() => import('./later-steps').then((m) => m.BarSummary));
const BarActions = dynamic(() => import('./later-steps').then((m) => m.BarActions));
const BelowBar = dynamic(() => import('./later-steps').then((m) => m.BelowBar));
const GrowBanner = dynamic(() => import('./later-steps').then((m) => m.GrowBanner));

export interface GeneratorWizardProps {
  /** The framework cards and the presets' features, from the catalogue (lib/wizard/frameworks.ts stackChoices). */
  stack: StackChoices;
  /** Feature ids the generator implements. When absent they are read from GET /features. */
  available?: readonly string[];
  /** The step shown before the address is read: the one the page was prerendered on (the first by default). */
  step?: WizardStep;
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

type Validation = typeof import('@/lib/wizard/validation');

const noSubscription = () => () => {};
const loadModelCheck = (): Promise<ModelCheck> => import('@/lib/resources/validate').then((m) => m.checkResources);
const loadValidation = (): Promise<Validation> => import('@/lib/wizard/validation');
// The toasts' module loads with the first toast, as sonner does: the first step shows none on its own.
const toast = (kind: 'success' | 'warning' | 'error', title: string, description?: string) =>
  void import('@/lib/client/notify').then(({ notify }) => notify[kind](title, description));
/** The address holds a selection to read: anything but the first step with nothing chosen. */
const linkHasSelection = (search: string) => search !== '' && search !== '?step=stack';

export function GeneratorWizard({ stack, available: availableProp, step: firstStep, syncUrl = false, grow = null, onGrown, onCancelGrow }: GeneratorWizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, { grow, available: availableProp, step: firstStep }, initialWizardState);
  const { sel, phase, available, validating, growing, explore, exploreUsed } = state;
  const nameRef = useRef<HTMLInputElement>(null);
  const runId = useRef(0);
  const topRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  // True once the wizard is interactive in the browser (hydrated): until then a click does nothing.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  // A link's selection is read after hydration, with the code that checks it: until it is shown, the
  // wizard is not ready either (read in the browser only, so the server's render and the first agree).
  const [restoring, setRestoring] = useState(() => syncUrl && typeof window !== 'undefined' && linkHasSelection(window.location.search));

  // A URL that carries wizard state is read once in the browser.
  useEffect(() => {
    // The address bar exists only in the browser: read after hydration, so that the server's render and
    // the browser's first one agree.
    if (!syncUrl || !linkHasSelection(window.location.search)) return;
    const params = new URLSearchParams(window.location.search);
    const link = params.get('resources');
    // The step shows at once, its selection once the link's parser (with the catalogue) has loaded: waiting
    // for it held the data step's largest paint to 3 s in Lighthouse's phone runs.
    const step = params.get('step');
    if (isWizardStep(step)) dispatch({ type: 'goTo', step });
    let live = true;
    // A link's model is checked by its zod schema, loaded only for a link that carries one.
    void Promise.all([import('@/lib/wizard/link'), link ? import('@/lib/wizard/link-model') : null]).then(([{ parseWizardQuery, parseExploreQuery }, model]) => {
      if (!live) return;
      const sel = parseWizardQuery(params);
      const resources = model ? model.parseResourcesParam(link) : [];
      if (resources === null && model) toast('warning', model.UNREADABLE_RESOURCES.title, model.UNREADABLE_RESOURCES.description);
      dispatch({ type: 'restore', sel: { ...sel, resources: resources ?? [] }, explore: parseExploreQuery(params) });
      setRestoring(false);
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
    void import('@/lib/client/generate')
      .then((m) => m.fetchAvailableFeatures())
      .then((ids) => {
        // On failure every catalogue feature stays selectable; the server's validation decides.
        if (live) dispatch({ type: 'available', available: ids ? new Set(ids) : null });
      });
    return () => {
      live = false;
    };
  }, [availableProp]);

  // The URL mirrors the selection and the open preview, so the address bar is always a share link. Each
  // step is an entry of the browser's history (its Back and Forward move between steps); any other change
  // rewrites the current entry.
  const syncedStep = useRef<WizardStep | null>(null);
  useEffect(() => {
    if (!syncUrl || restoring) return;
    const step = phase === 'edit' ? sel.step : 'review';
    const query = wizardQuery({ ...sel, step }, explore);
    // The first address written (a link read, the page opened) and one that Back or Forward reached already have their entry.
    const newEntry = syncedStep.current !== null && syncedStep.current !== step && new URLSearchParams(window.location.search).get('step') !== step;
    syncedStep.current = step;
    if (window.location.search === `?${query}`) return;
    window.history[newEntry ? 'pushState' : 'replaceState'](null, '', `${window.location.pathname}?${query}`);
  }, [sel, phase, explore, syncUrl, restoring]);
  // Back and Forward show the entry's step with the selection as it is now (nothing edited since is lost);
  // from the generating screen they stop the run, as leaving the page does.
  useEffect(() => {
    if (!syncUrl) return;
    const onPopState = () => {
      const step = new URLSearchParams(window.location.search).get('step');
      if (!isWizardStep(step)) return;
      runId.current++;
      dispatch({ type: 'goTo', step });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [syncUrl]);
  // The page keeps what has the focus clear of the sticky action bar (WCAG 2.4.11): its height is the
  // scroll padding at the bottom (app/globals.css), which the browser applies when it scrolls to the focus.
  const barShown = phase === 'edit';
  useEffect(() => {
    const bar = barRef.current;
    if (!barShown || !bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--wizard-bar-height', `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--wizard-bar-height');
    };
  }, [barShown]);

  // Validation (the catalogue and its rules, most of the wizard's script) loads once a framework is chosen,
  // on a visitor's way to the next step, or when a link or the studio opens a later step; the later steps'
  // code loads with it.
  const [validation, setValidation] = useState<Validation | null>(null);
  const validationNeeded = sel.framework !== null || sel.step !== 'stack' || phase !== 'edit';
  useEffect(() => {
    if (!validationNeeded || validation) return;
    void loadValidation().then(setValidation);
    void import('./later-steps');
  }, [validationNeeded, validation]);
  // The model's rules (names, reserved words, references: with their word lists, a large part of the
  // wizard's script) load once a model can exist: past the first step, or a preset or link that has one.
  const [checkModel, setCheckModel] = useState<ModelCheck | null>(null);
  const modelPossible = sel.step !== 'stack' || sel.resources.length > 0;
  useEffect(() => {
    if (modelPossible && !checkModel) void loadModelCheck().then((check) => setCheckModel(() => check));
  }, [modelPossible, checkModel]);
  // Null until validation is loaded: what shows a result waits for it.
  const live = useMemo(() => validation?.liveValidation(sel, available, checkModel) ?? null, [validation, sel, available, checkModel]);
  // The comparison GrowChanges loads in grow mode; the Explore dialog shows its files.
  const [growDiff, setGrowDiff] = useState<DiffResponse | null>(null);

  const fwName = (f: Framework) => stack.frameworks.find((o) => o.id === f)?.name ?? f;
  const scrollToTop = () => topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  const goTo = (step: WizardStep) => {
    dispatch({ type: 'goTo', step });
    scrollToTop();
  };

  const frameworkChosen = (framework: Framework) => toast('success', 'Base Framework Selected', `${fwName(framework)} is the base of your project.`);

  const onChooseFramework = (framework: Framework | null) => {
    if (validating) return;
    dispatch({ type: 'chooseFramework', framework });
    if (framework) frameworkChosen(framework);
  };

  const onPreset = (preset: Preset) => {
    if (validating) return;
    dispatch({ type: 'applyPreset', preset });
    toast('success', 'Preset applied', `${preset.name}: ${fwName(preset.framework)} with ${preset.features.length} features. Change any of them on the next steps.`);
  };

  const onNext = () => {
    const next = nextStep(sel.step);
    if (!next) return;
    if (sel.step === 'stack') {
      if (!sel.framework) return void toast('error', NO_FRAMEWORK);
      return goTo(next);
    }
    // Past the first step Next waits for validation, which loads with the framework.
    if (!validation || !live) return;
    const problem = validation.nextProblem(sel.step, live);
    if (!problem) return goTo(next);
    toast('error', problem.title, problem.description);
    // The model's errors are told apart from the features' conflicts: they are fixed on the data step.
    if (!problem.model) return;
    if (sel.step !== 'data') goTo('data');
    validation.focusFirstModelError();
  };

  // In grow mode the framework stays: the first step is not offered, and the model's step is the first.
  const backTo = grow && sel.step === 'data' ? null : previousStep(sel.step);
  const onBack = () => {
    if (backTo) goTo(backTo);
  };

  const beginRun = () => {
    const id = ++runId.current;
    scrollToTop();
    return () => runId.current === id;
  };

  const onAnother = () => {
    runId.current++;
    dispatch({ type: 'reset' });
    scrollToTop();
  };

  const later: LaterStepsProps = {
    state,
    dispatch,
    live,
    grow,
    growDiff,
    onGrowDiff: setGrowDiff,
    nameRef,
    frameworkName: fwName,
    onFrameworkChosen: frameworkChosen,
    loadModelCheck,
    beginRun,
    onAnother,
    goTo,
    onGrown,
  };

  return (
    <div
      ref={topRef}
      className="flex scroll-mt-20 flex-col gap-6"
      data-testid="generator-wizard"
      data-hydrated={hydrated && !restoring ? 'true' : undefined}
    >
      {grow && <GrowBanner projectName={grow.projectName} frameworkName={fwName(grow.framework)} busy={!!growing} onCancel={onCancelGrow} />}
      <StepIndicator step={sel.step} framework={sel.framework} done={phase !== 'edit'} />

      {phase === 'edit' && sel.step === 'stack' && (
        <StackStep
          choices={stack}
          framework={sel.framework}
          available={available}
          preset={matchingPreset(sel, stack.presets)}
          disabled={validating}
          onChoose={onChooseFramework}
          onPreset={onPreset}
        />
      )}
      {phase === 'edit' && sel.step === 'data' && (
        <DataStepIntro>
          <LaterStep {...later} />
        </DataStepIntro>
      )}
      {phase === 'edit' && sel.step !== 'stack' && sel.step !== 'data' && <LaterStep {...later} />}

      {phase === 'edit' && (
        // One row on every step, on a phone too: the summary between Back and Next shrinks and wraps inside, and
        // the review's secondary buttons show their icons alone there (their names stay for assistive technology).
        <div
          ref={barRef}
          className="sticky bottom-0 z-10 -mx-4 flex items-center gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur"
          data-testid="wizard-bar"
        >
          <Button variant="outline" className="shrink-0" onClick={onBack} disabled={!backTo || validating || !!growing}>
            <ArrowLeft className="h-4 w-4" />
            <span className={cn(sel.step === 'review' && LABEL_FROM_SM)}>Back</span>
          </Button>
          <div className="min-w-0 flex-1">{(sel.step === 'data' || sel.step === 'features') && <BarSummary {...later} />}</div>
          {sel.step !== 'review' ? (
            <Button className="shrink-0" onClick={onNext} disabled={sel.step === 'stack' && !sel.framework}>
              Next
              <ArrowRight className="h-4 w-4" />
            </Button>
          ) : (
            <BarActions {...later} />
          )}
        </div>
      )}

      {(sel.step !== 'stack' || phase !== 'edit' || exploreUsed || explore.open) && <BelowBar {...later} />}
    </div>
  );
}
