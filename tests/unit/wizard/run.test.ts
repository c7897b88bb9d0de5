import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectNameError } from '@/lib/catalogue/project-name';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from '@/lib/wizard/reducer';
import { runGeneration, type RunEffects } from '@/lib/wizard/run';

// Fake time throughout: any pause the run took would show as a pending timer or a clock that moved.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Fakes of the browser's effects: the state the actions build, the toasts, the saved files, the timers. */
function harness(generate: RunEffects['generate']) {
  let state: WizardState = initialWizardState();
  const toasts: string[] = [];
  const saved: string[] = [];
  const cleared: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  let alive = true;
  const fx: RunEffects = {
    dispatch: (a: WizardAction) => {
      state = wizardReducer(state, a);
    },
    alive: () => alive,
    generate,
    failureOf: (err) => err as { status: number; body?: unknown },
    save: (_blob, name) => saved.push(name),
    notify: {
      success: (t) => toasts.push(`success: ${t}`),
      error: (t, d) => toasts.push(`error: ${t}: ${d}`),
      warning: (t) => toasts.push(`warning: ${t}`),
    },
    clearMark: (name) => cleared.push(name),
    later: (fn, ms) => timers.push({ fn, ms }),
    now: Date.now,
  };
  return {
    fx,
    state: () => state,
    toasts,
    saved,
    cleared,
    timers,
    leave: () => {
      alive = false;
    },
  };
}

const body = {
  projectName: 'library',
  framework: 'gin',
  features: ['gin', 'postgresql'],
  resources: [{ name: 'book', fields: [{ name: 'title', type: 'string' as const }] }],
};

describe('the generation run', () => {
  it('saves the zip and shows the complete screen as soon as the zip arrives, with no timer and no time passed', async () => {
    let answer!: (v: { zip: Blob; storageNotice: string | null }) => void;
    const h = harness(() => new Promise((resolve) => (answer = resolve)));
    const started = Date.now();
    const running = runGeneration(body, ['gin', 'postgresql'], 'library', h.fx);

    // While the server works, its seven steps are under way and none is done.
    expect(h.state()).toMatchObject({ phase: 'generating', run: { current: 6, completed: 0 } });
    expect(h.state().run!.log.map((l) => l.text)).toEqual(['Sending features to the generator API (gin, postgresql)', 'Resources: book']);

    answer({ zip: new Blob(['zip']), storageNotice: 'quota' });
    await running;
    expect(h.state().phase).toBe('complete');
    expect(h.saved).toEqual(['library.zip']);
    expect(vi.getTimerCount()).toBe(0);
    expect(h.timers).toEqual([]);
    expect(Date.now()).toBe(started);

    const run = h.state().run!;
    expect(run).toMatchObject({ completed: 8, zipSize: '3 B' });
    const log = run.log.map((l) => l.text);
    expect(log).toContain('Processing generated files (3 B zip, received 0 ms after the request)');
    expect(log).toContain('Setting up Gin framework: Gin server with graceful shutdown and /health');
    expect(log.at(-1)).toBe('Done: library.zip downloaded');
    expect(h.toasts).toEqual(['success: Backend generated!', 'warning: Not kept in your history']);
  });

  it('refuses a name the generator cannot take and returns to review at once', async () => {
    const h = harness(async () => {
      throw new Error('not called');
    });
    await runGeneration({ ...body, projectName: 'my_app' }, [], 'my app', h.fx);
    expect(h.state()).toMatchObject({ phase: 'edit', nameTouched: true, run: { failed: true } });
    // The same words as the review's field error.
    expect(h.toasts).toEqual([`error: Invalid Project Name: ${projectNameError('my app')}`]);
    expect(h.cleared).toEqual(['my_app']);
  });

  it('a failed call shows its message and returns to review after a second', async () => {
    const h = harness(async () => {
      throw { status: 500, body: { message: 'boom' } };
    });
    await runGeneration(body, [], 'library', h.fx);
    expect(h.toasts).toEqual(['error: Error!: Server error occurred. Please try again in a moment.']);
    expect(h.state().run!.log.at(-1)).toMatchObject({ level: 'error', text: 'Error: Server error occurred. Please try again in a moment.' });
    expect(h.state().phase).toBe('generating');
    h.timers[0].fn();
    expect(h.state().phase).toBe('edit');
  });

  it('a project name refused by the server returns to review at once', async () => {
    const h = harness(async () => {
      throw { status: 400, body: { details: { projectname: 'taken' } } };
    });
    await runGeneration(body, [], 'library', h.fx);
    expect(h.state()).toMatchObject({ phase: 'edit', nameTouched: true });
    expect(h.toasts).toEqual(['error: Invalid Project Name: taken']);
  });

  it('does nothing more once the run was left', async () => {
    const h = harness(async () => {
      h.leave();
      return { zip: new Blob(['zip']), storageNotice: null };
    });
    await runGeneration(body, [], 'library', h.fx);
    expect(h.saved).toEqual([]);
    expect(h.state()).toMatchObject({ phase: 'generating', run: { completed: 0, zip: null } });
  });
});
