'use client';

// The wizard past its first step: the data (resource model), features and review steps, their part of the action bar, what
// shows under it (the validation's messages, the command line, the generating and complete screens, the
// Explore dialog), and grow mode's banner. components/wizard/generator-wizard.tsx holds the state and
// the first step, and loads this module once a framework is chosen: the generator page opens on its first
// step and needs none of it to get there. Each screen in it loads when it is shown.
import { useCallback, useMemo, type Dispatch, type RefObject } from 'react';
import dynamic from 'next/dynamic';
import { PackagePlus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isFramework, type Framework } from '@/lib/catalogue/framework-ids';
import type { ModelCheck, ValidationResult } from '@/lib/catalogue/validate-features';
import { saveBlob } from '@/lib/client/api';
import type { DiffResponse } from '@/lib/client/generate';
import { notify } from '@/lib/client/notify';
import type { ResourceModel } from '@/lib/resources/model';
import type { GrowTarget } from '@/lib/wizard/grow';
import { lossAccepted, type WizardAction, type WizardState } from '@/lib/wizard/reducer';
import { STEP_TITLES, wizardQuery, type WizardStep } from '@/lib/wizard/state';
import { featureResult, modelErrors } from '@/lib/wizard/validation';

const FeaturesStep = dynamic(() => import('./features-step').then((m) => m.FeaturesStep));
const SelectionSummary = dynamic(() => import('./features-step').then((m) => m.SelectionSummary));
const DataStep = dynamic(() => import('./data-step').then((m) => m.DataStep));
const ModelSummary = dynamic(() => import('./data-step').then((m) => m.ModelSummary));
const ReviewStep = dynamic(() => import('./review-step').then((m) => m.ReviewStep));
const ResourcesSummary = dynamic(() => import('./resources-summary').then((m) => m.ResourcesSummary));
const ReviewActions = dynamic(() => import('./review-actions').then((m) => m.ReviewActions));
const ValidationOutput = dynamic(() => import('./validation-output').then((m) => m.ValidationOutput));
const CommandLine = dynamic(() => import('./share').then((m) => m.CommandLine));
const CopyLinkButton = dynamic(() => import('./share').then((m) => m.CopyLinkButton));
const GrowChanges = dynamic(() => import('./grow-changes').then((m) => m.GrowChanges));
const GeneratingScreen = dynamic(() => import('./generating-screen').then((m) => m.GeneratingScreen));
const CompleteScreen = dynamic(() => import('./complete-screen').then((m) => m.CompleteScreen));
const ExploreDialog = dynamic(() => import('./explore-dialog'), { ssr: false });

export interface LaterStepsProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** The live validation of the selection; null until it is loaded. */
  live: ValidationResult | null;
  grow: GrowTarget | null;
  /** The comparison of a grow's review, once loaded (GrowChanges loads it, the Explore dialog shows its files). */
  growDiff: DiffResponse | null;
  onGrowDiff: (diff: DiffResponse | null) => void;
  nameRef: RefObject<HTMLInputElement | null>;
  frameworkName: (framework: Framework) => string;
  /** A feature card made a framework the base: the wizard says so. */
  onFrameworkChosen: (framework: Framework) => void;
  loadModelCheck: () => Promise<ModelCheck>;
  /** A generation starts: answers whether it is still the wizard's current run. */
  beginRun: () => () => boolean;
  /** 'Generate Another': back to the first step with nothing chosen. */
  onAnother: () => void;
  /** Moves to a step, as Next and Back do. */
  goTo: (step: WizardStep) => void;
  onGrown?: () => void;
}

/** What is shown: the server's last refusal (the name's error goes under the name), else the live result. */
function useShown({ state: { serverResult }, live }: LaterStepsProps) {
  return useMemo(
    () => (serverResult ? { ...serverResult, errors: serverResult.errors.filter((e) => e.error_code !== 'INVALID_PROJECT_NAME') } : live),
    [serverResult, live],
  );
}

/** The data step (the resource model), the features step, or the review step with the model's summary. */
export function LaterStep(props: LaterStepsProps) {
  const { state, dispatch, live, grow, onGrowDiff, nameRef, frameworkName, onFrameworkChosen, goTo } = props;
  const { sel, available, validating, growing, serverResult, nameTouched } = state;
  const shown = useShown(props);
  // What the model editor and the review's summary show beside each resource and field.
  const errors = useMemo(() => (shown ? modelErrors(shown) : null), [shown]);
  const onModelEdit = useCallback((edit: (model: ResourceModel) => ResourceModel) => dispatch({ type: 'editModel', edit }), [dispatch]);

  const onToggle = (id: string) => {
    if (validating || growing) return;
    if (grow && isFramework(id)) {
      return void notify.error('The framework stays', `Adding features keeps ${frameworkName(grow.framework)}; start a new project to change it.`);
    }
    const becomesBase = isFramework(id) && sel.framework !== id;
    dispatch({ type: 'toggleFeature', id });
    if (becomesBase) onFrameworkChosen(id);
  };

  if (sel.step === 'data') {
    return errors && <DataStep resources={sel.resources} errors={errors} disabled={validating} onModelEdit={onModelEdit} onUseNotes={() => goTo('features')} />;
  }
  if (sel.step === 'features') {
    return (
      <>
        {live && (
          <FeaturesStep
            framework={sel.framework}
            features={sel.features}
            available={available}
            validation={live}
            disabled={validating}
            onToggle={onToggle}
            onChooseAlternative={(chosen, replaced) => !growing && dispatch({ type: 'chooseAlternative', chosen, replaced })}
          />
        )}
      </>
    );
  }
  return (
    <>
      {shown && (
        <ReviewStep
          framework={sel.framework}
          features={sel.features}
          projectName={sel.projectName}
          nameTouched={nameTouched}
          serverNameError={serverResult?.errors.find((e) => e.error_code === 'INVALID_PROJECT_NAME')?.message ?? null}
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
                grow={grow}
                selection={sel}
                lossAccepted={lossAccepted(state)}
                onAcceptLoss={(accepted) => dispatch({ type: 'acceptDataLoss', accepted })}
                onDiff={onGrowDiff}
              />
            ) : undefined
          }
        />
      )}
      {errors && (
        <div className="flex flex-col items-start gap-1">
          <ResourcesSummary resources={sel.resources} errors={errors} />
          <Button variant="link" size="inline" onClick={() => goTo('data')}>
            Change on the {STEP_TITLES.data} step
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * The middle of the action bar: on the data step how many resources and the model's problems, on the
 * features step how many features and their conflicts (the model's errors are not theirs).
 */
export function BarSummary({ state, live }: LaterStepsProps) {
  if (!live) return null;
  if (state.sel.step === 'data') return <ModelSummary count={state.sel.resources.length} problems={modelErrors(live).count} />;
  return <SelectionSummary count={state.sel.features.length} validation={featureResult(live)} />;
}

const shareLink = (state: WizardState, compact = false) => <CopyLinkButton query={wizardQuery({ ...state.sel, step: 'review' })} compact={compact} />;

/** The end of the action bar on the review step. */
export function BarActions(props: LaterStepsProps) {
  const { state, dispatch, live, grow, nameRef, loadModelCheck, beginRun, onGrown } = props;
  if (!live) return null;
  return (
    <ReviewActions
      sel={state.sel}
      grow={grow}
      available={state.available}
      live={live}
      validating={state.validating}
      growing={state.growing}
      lossAccepted={lossAccepted(state)}
      dispatch={dispatch}
      nameRef={nameRef}
      loadModelCheck={loadModelCheck}
      onExplore={() => dispatch({ type: 'openExplore' })}
      beginRun={beginRun}
      onGrown={onGrown}
      share={shareLink(state, true)}
    />
  );
}

/** Under the action bar: the validation's messages and the command line, the generating and complete screens, the Explore dialog. */
export function BelowBar(props: LaterStepsProps) {
  const { state, dispatch, grow, growDiff, onAnother } = props;
  const { sel, phase, run, explore, exploreUsed } = state;
  const shown = useShown(props);
  const onExploreOpenChange = useCallback((open: boolean) => dispatch({ type: 'exploreOpenChange', open }), [dispatch]);
  const onExploreFile = useCallback((file: string) => dispatch({ type: 'exploreFile', file }), [dispatch]);
  const generated = phase === 'complete' && run ? run.body : null;

  // The bytes of the run that just finished: generating again would cost a second server call and, for a
  // signed-in user, a second history row for the same project.
  const onDownload = () => {
    if (!run?.zip) return;
    saveBlob(run.zip, `${run.body.projectName}.zip`);
    notify.success('Download started', `${run.body.projectName}.zip`);
  };

  return (
    <>
      {/* The data step shows the model's errors beside its fields; the features step shows the features' own. */}
      {phase === 'edit' && sel.step === 'features' && shown && <ValidationOutput result={featureResult(shown)} />}
      {phase === 'edit' && sel.step === 'review' && shown && <ValidationOutput result={shown} />}
      {phase === 'edit' && sel.step === 'review' && sel.framework && !grow && <CommandLine selection={sel} />}

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
          adjusted={run.adjusted}
          resources={(run.body.resources ?? []).map((r) => r.name)}
          zip={run.zip}
          zipSize={run.zipSize}
          onDownload={onDownload}
          onExplore={() => dispatch({ type: 'openExplore' })}
          onAnother={onAnother}
          share={shareLink(state)}
        />
      )}

      {(generated || sel.framework) && (exploreUsed || explore.open) && (
        <ExploreDialog
          open={explore.open}
          onOpenChange={onExploreOpenChange}
          generated={generated}
          selection={sel}
          file={explore.file}
          onFileChange={onExploreFile}
          linkQuery={wizardQuery({ ...sel, step: 'review' }, { open: true, file: explore.file })}
          changes={grow ? growDiff : null}
        />
      )}
    </>
  );
}

/** Above the steps in grow mode: which project gains features, and the way out to a new one. */
export function GrowBanner({ projectName, frameworkName, busy, onCancel }: { projectName: string; frameworkName: string; busy: boolean; onCancel?: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-primary/40 bg-primary/5 px-4 py-3 text-sm" role="status">
      <PackagePlus className="h-4 w-4 text-primary" aria-hidden />
      <span className="flex-1">
        Adding features to <span className="font-medium">{projectName}</span> ({frameworkName}): tick what it should gain, or change its resources.
      </span>
      {onCancel && (
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          <X className="h-4 w-4" aria-hidden /> Start a new project instead
        </Button>
      )}
    </div>
  );
}
