import { describe, expect, it } from 'vitest';
import {
  clearGeneration,
  DUPLICATE_GUARD_MS,
  generationFailure,
  generationInProgress,
  generationSteps,
  GENERATION_STEP_COUNT,
  markGeneration,
  progressPercent,
  SERVER_STEP_COUNT,
} from '@/lib/wizard/generation';

class MemoryStorage {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

describe('generation script', () => {
  it('has eight steps, seven of them the server’s, and progress is completed / 8', () => {
    expect(GENERATION_STEP_COUNT).toBe(8);
    expect(SERVER_STEP_COUNT).toBe(7);
    const steps = generationSteps('shop', 'gin', ['gin', 'postgresql', 'gorm', 'middleware', 'env', 'gitignore']);
    expect(steps).toHaveLength(8);
    expect(steps[0].title).toBe('Initializing project structure');
    // Counted as Review and Complete count: the framework is not one of the features.
    expect(steps[0].detail).toBe('Project shop with 5 features');
    expect(steps[1].title).toBe('Setting up Gin framework');
    expect(steps[2].detail).toBe('PostgreSQL, GORM');
    expect(steps[5].detail).toBe('No Docker configuration selected');
    expect(steps[7].detail).toBe('shop.zip');
    expect([0, 1, 4, 8].map(progressPercent)).toEqual([0, 13, 50, 100]);
  });

  it('maps failures to the messages of the spec', () => {
    expect(generationFailure(401, null).message).toBe('Unexpected authentication error. Please try again or contact support.');
    expect(generationFailure(400, { message: 'Multiple ORMs selected' }).message).toBe('Invalid project configuration: Multiple ORMs selected');
    expect(generationFailure(503, { message: 'x' }).message).toBe('Server error occurred. Please try again in a moment.');
    expect(generationFailure(429, { message: 'Slow down' }).message).toBe('Slow down');
    expect(generationFailure(418, null).message).toBe('Failed to generate project');
    const name = generationFailure(400, { message: 'Invalid project name', details: { projectname: 'This field is required' } });
    expect(name.projectNameError).toBe('This field is required');
  });

  it('guards a project name for 3 seconds', () => {
    const store = new MemoryStorage();
    expect(generationInProgress(store, 'shop', 1000)).toBe(false);
    markGeneration(store, 'shop', 1000);
    expect(generationInProgress(store, 'shop', 1000 + DUPLICATE_GUARD_MS - 1)).toBe(true);
    expect(generationInProgress(store, 'other', 1001)).toBe(false);
    expect(generationInProgress(store, 'shop', 1000 + DUPLICATE_GUARD_MS)).toBe(false);
    clearGeneration(store, 'shop');
    expect(generationInProgress(store, 'shop', 1001)).toBe(false);
    expect(generationInProgress(null, 'shop')).toBe(false);
  });
});
