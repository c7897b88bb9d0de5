import { describe, expect, it } from 'vitest';
import { parseExploreQuery, parseWizardQuery } from '@/lib/wizard/link';
import { effectiveProjectName, generateQuery, requestFeatures } from '@/lib/wizard/request';
import {
  chooseAlternative,
  chooseFramework,
  EMPTY_SELECTION,
  EXPLORE_CLOSED,
  hasWizardQuery,
  REVIEW_DEFAULT_NAME,
  toggleFeature,
  wizardQuery,
} from '@/lib/wizard/state';

describe('wizard state in the URL', () => {
  it('round-trips framework, features, name and step', () => {
    const s = { framework: 'echo' as const, features: ['postgresql', 'gorm', 'docker'], projectName: 'my-api', step: 'features' as const, resources: [] };
    const q = wizardQuery(s);
    expect(q).toBe('step=features&framework=echo&features=postgresql,gorm,docker&projectName=my-api');
    expect(parseWizardQuery(new URLSearchParams(q))).toEqual(s);
  });

  it('reads the object form of Next.js search params', () => {
    expect(parseWizardQuery({ framework: 'gin', features: ['postgresql', 'docker'], step: 'review', projectName: 'x' })).toEqual({
      framework: 'gin',
      features: ['postgresql', 'docker'],
      projectName: 'x',
      step: 'review',
      resources: [],
    });
  });

  it('drops unknown and repeated ids, takes a framework from the features, keeps one framework', () => {
    const s = parseWizardQuery(new URLSearchParams('features=fiber,cassandra,postgresql,gin,postgresql&step=features'));
    expect(s.framework).toBe('fiber');
    expect(s.features).toEqual(['postgresql']);
    expect(s.step).toBe('features');
  });

  it('falls back to the first step without a framework, and opens review with the default name', () => {
    expect(parseWizardQuery(new URLSearchParams('step=review&features=docker')).step).toBe('stack');
    expect(parseWizardQuery(new URLSearchParams('step=bogus')).step).toBe('stack');
    const r = parseWizardQuery(new URLSearchParams('framework=gin&step=review'));
    expect(r).toMatchObject({ step: 'review', projectName: REVIEW_DEFAULT_NAME });
    // A link with a framework and no step opens review.
    expect(parseWizardQuery(new URLSearchParams('framework=gin')).step).toBe('review');
  });

  it('knows when the home page must open the generator', () => {
    expect(hasWizardQuery({})).toBe(false);
    expect(hasWizardQuery({ utm_source: 'x' })).toBe(false);
    expect(hasWizardQuery({ step: 'stack' })).toBe(true);
    expect(hasWizardQuery(new URLSearchParams('framework=gin'))).toBe(true);
  });

  it('encodes names so the link survives any input', () => {
    const q = wizardQuery({ ...EMPTY_SELECTION, projectName: 'a b&c' });
    expect(parseWizardQuery(new URLSearchParams(q)).projectName).toBe('a b&c');
  });
});

describe('the Explore dialog in the URL', () => {
  const review = { framework: 'gin' as const, features: ['postgresql'], projectName: 'peek-api', step: 'review' as const, resources: [] };

  it('adds explore and the file, slashes readable, and reads them back', () => {
    const q = wizardQuery(review, { open: true, file: 'internal/server/server.go' });
    expect(q).toBe('step=review&framework=gin&features=postgresql&projectName=peek-api&explore=1&file=internal/server/server.go');
    const params = new URLSearchParams(q);
    expect(parseWizardQuery(params)).toEqual(review);
    expect(parseExploreQuery(params)).toEqual({ open: true, file: 'internal/server/server.go' });
  });

  it('marks the dialog open before a file is picked, and leaves both out when it is closed', () => {
    expect(wizardQuery(review, { open: true, file: null })).toBe('step=review&framework=gin&features=postgresql&projectName=peek-api&explore=1');
    expect(parseExploreQuery(new URLSearchParams('framework=gin&step=review&explore=1'))).toEqual({ open: true, file: null });
    // A closed dialog keeps its file in the page but not in the link.
    expect(wizardQuery(review, { open: false, file: 'go.mod' })).toBe(wizardQuery(review));
    expect(wizardQuery(review)).not.toContain('explore');
  });

  it('opens on a file given alone, and encodes what a path could hold', () => {
    expect(parseExploreQuery(new URLSearchParams('framework=gin&file=go.mod'))).toEqual({ open: true, file: 'go.mod' });
    const odd = { open: true, file: 'docs/a b&c=d.md' };
    expect(parseExploreQuery(new URLSearchParams(wizardQuery(review, odd)))).toEqual(odd);
    expect(parseExploreQuery({ framework: 'echo', step: 'review', explore: '1', file: ['cmd/server/main.go', 'x'] })).toEqual({
      open: true,
      file: 'cmd/server/main.go',
    });
  });

  it('stays closed where the review step does not open, or on nonsense', () => {
    expect(parseExploreQuery(new URLSearchParams('explore=1&file=go.mod'))).toEqual(EXPLORE_CLOSED);
    expect(parseExploreQuery(new URLSearchParams('framework=gin&step=features&explore=1'))).toEqual(EXPLORE_CLOSED);
    expect(parseExploreQuery(new URLSearchParams('framework=gin&step=review'))).toEqual(EXPLORE_CLOSED);
    expect(parseExploreQuery(new URLSearchParams('framework=gin&step=review&explore=yes'))).toEqual(EXPLORE_CLOSED);
    expect(parseExploreQuery(new URLSearchParams(`framework=gin&step=review&file=${'a'.repeat(400)}`))).toEqual(EXPLORE_CLOSED);
    expect(parseExploreQuery(new URLSearchParams('framework=gin&step=review&explore=1&file=%20'))).toEqual({ open: true, file: null });
  });
});

describe('wizard selection rules', () => {
  it('choosing a framework removes other frameworks from the features', () => {
    const s = chooseFramework({ ...EMPTY_SELECTION, features: ['gin', 'docker'] }, 'echo');
    expect(s).toMatchObject({ framework: 'echo', features: ['docker'] });
  });

  it('toggling a framework replaces the base framework, and unselecting clears it', () => {
    let s = toggleFeature(EMPTY_SELECTION, 'fiber');
    expect(s.framework).toBe('fiber');
    s = toggleFeature(s, 'gin');
    expect(s.framework).toBe('gin');
    s = toggleFeature(s, 'gin');
    expect(s.framework).toBeNull();
  });

  it('toggles ordinary features on and off in order', () => {
    let s = toggleFeature({ ...EMPTY_SELECTION, framework: 'gin' }, 'postgresql');
    s = toggleFeature(s, 'docker');
    expect(s.features).toEqual(['postgresql', 'docker']);
    expect(toggleFeature(s, 'postgresql').features).toEqual(['docker']);
  });

  it('an alternative replaces the chosen one of its group, and swapping back undoes it', () => {
    const s = { ...EMPTY_SELECTION, framework: 'gin' as const, features: ['postgresql', 'docker'] };
    const swapped = chooseAlternative(s, ['mysql'], ['postgresql']);
    expect(swapped.features).toEqual(['docker', 'mysql']);
    expect(chooseAlternative(swapped, ['postgresql'], ['mysql']).features).toEqual(['docker', 'postgresql']);
    // Chosen twice (a double click) it is there once.
    expect(chooseAlternative(swapped, ['mysql'], ['postgresql']).features).toEqual(['docker', 'mysql']);
  });

  it('sends the framework first and a sanitized name, defaulting to go-microservice', () => {
    expect(requestFeatures({ framework: 'gin', features: ['postgresql'] })).toEqual(['gin', 'postgresql']);
    expect(effectiveProjectName('my app!')).toBe('myapp');
    expect(effectiveProjectName('  ')).toBe('go-microservice');
    expect(generateQuery({ framework: 'gin', features: ['postgresql', 'docker'], projectName: 'my-api' })).toBe(
      'framework=gin&features=postgresql,docker&projectName=my-api',
    );
  });
});
