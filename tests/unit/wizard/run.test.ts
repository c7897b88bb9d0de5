import { describe, expect, it } from 'vitest';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from '@/lib/wizard/reducer';
import { runGeneration, type RunEffects } from '@/lib/wizard/run';
import { NAME_CHECK_MESSAGE } from '@/lib/wizard/generation';

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
    sleep: async () => {},
    later: (fn, ms) => timers.push({ fn, ms }),
    now: () => 0,
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
  it('goes through the eight steps, saves the zip, then moves to the complete screen', async () => {
    const h = harness(async () => ({ zip: new Blob(['zip']), storageNotice: 'quota' }));
    await runGeneration(body, ['gin', 'postgresql'], 'library', h.fx);
    const run = h.state().run!;
    expect(run.completed).toBe(8);
    expect(run.zipSize).toBe('3 B');
    const log = run.log.map((l) => l.text);
    expect(log).toContain('Sending features to the generator API (gin, postgresql)');
    expect(log).toContain('Resources: book');
    expect(log).toContain('Processing generated files (3 B zip)');
    expect(log.at(-1)).toBe('Done: library.zip downloaded');
    expect(h.saved).toEqual(['library.zip']);
    expect(h.toasts).toEqual(['success: Backend generated!', 'warning: Not kept in your history']);
    expect(h.state().phase).toBe('generating');
    expect(h.timers.map((t) => t.ms)).toEqual([1000]);
    h.timers[0].fn();
    expect(h.state().phase).toBe('complete');
  });

  it('refuses a name the generator cannot take and returns to review at once', async () => {
    const h = harness(async () => {
      throw new Error('not called');
    });
    await runGeneration({ ...body, projectName: 'my_app' }, [], 'my app', h.fx);
    expect(h.state()).toMatchObject({ phase: 'edit', nameTouched: true, run: { failed: true } });
    expect(h.toasts).toEqual([`error: Invalid Project Name: ${NAME_CHECK_MESSAGE}`]);
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
    // The first step finished before the call; none after it.
    expect(h.state().run!.completed).toBe(1);
  });
});
