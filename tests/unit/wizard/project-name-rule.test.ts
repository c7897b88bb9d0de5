// The project-name rule has one wording: the review's helper text, the field's error, the generating
// screen's toast (tests/unit/wizard/run.test.ts) and the reason Generate is disabled all come from
// lib/catalogue/project-name.ts.
import { createElement, createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReviewActions } from '@/components/wizard/review-actions';
import { ReviewStep } from '@/components/wizard/review-step';
import { PROJECT_NAME_RULE, PROJECT_NAME_SUGGESTION, projectNameError } from '@/lib/catalogue/project-name';
import { validateRequest } from '@/lib/generation/request';
import { localValidation } from '@/lib/wizard/validation';
import type { ValidationResult } from '@/lib/catalogue/validate';
import type { WizardSelection } from '@/lib/wizard/state';

const valid: ValidationResult = { is_valid: true, errors: [], warnings: [], adjusted_features: ['gin'], added_dependencies: [] };
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

function review(projectName: string): string {
  return renderToStaticMarkup(
    createElement(ReviewStep, {
      framework: 'gin',
      features: [],
      projectName,
      nameTouched: true,
      serverNameError: null,
      validation: valid,
      nameRef: createRef<HTMLInputElement>(),
      disabled: false,
      onNameChange: () => {},
    }),
  );
}

/** The Generate button's markup for a name typed on the review step. */
function generateButton(projectName: string): string {
  const sel: WizardSelection = { framework: 'gin', features: [], projectName, step: 'review', resources: [] };
  const html = renderToStaticMarkup(
    createElement(ReviewActions, {
      sel,
      grow: null,
      available: null,
      live: valid,
      validating: false,
      growing: null,
      lossAccepted: false,
      dispatch: () => {},
      nameRef: createRef<HTMLInputElement>(),
      loadModelCheck: async () => ({}) as never,
      onExplore: () => {},
      beginRun: () => () => true,
      share: null,
    }),
  );
  return html.slice(html.lastIndexOf('<button'));
}

describe('the project-name rule', () => {
  it('names the same characters in the helper text and in the error', () => {
    const error = projectNameError('my app')!;
    expect(error).toMatch(/hyphens/);
    const characters = error.replace('Project name can only contain ', '');
    expect(PROJECT_NAME_RULE.toLowerCase()).toContain(characters);
    // Hyphens are allowed, as both say.
    expect(projectNameError('my-app')).toBeNull();

    const html = review('my app');
    expect(html).toContain(escaped(PROJECT_NAME_RULE));
    expect(html).toContain(escaped(error));
  });

  it("gives the server's and the wizard's refusal the same suggestion, with hyphens as the rule says", () => {
    const server = validateRequest({ projectName: 'my app', framework: 'gin', features: [] });
    const local = localValidation({ projectName: 'my app', framework: 'gin', features: [] }, null, () => ({}) as never);
    for (const result of [server, local]) {
      const error = result.errors.find((e) => e.error_code === 'INVALID_PROJECT_NAME')!;
      expect(error.message).toBe(projectNameError('my app'));
      expect(error.suggestions).toEqual([PROJECT_NAME_SUGGESTION]);
    }
    expect(PROJECT_NAME_SUGGESTION).toMatch(/hyphens/);
  });

  it('keeps Generate disabled while the name is invalid, with the reason for assistive technology', () => {
    for (const name of ['my app', '', 'fmt', '-x']) {
      const button = generateButton(name);
      expect(button, name).toMatch(/<button[^>]* disabled=""/);
      const describedBy = /aria-describedby="([^"]+)"/.exec(button)?.[1];
      expect(describedBy, name).toBeTruthy();
      expect(button).toContain(`id="${describedBy}"`);
      expect(button).toContain(escaped(projectNameError(name)!));
    }
    const ok = generateButton('my-app');
    expect(ok).not.toMatch(/<button[^>]* disabled=""/);
    expect(ok).not.toContain('aria-describedby');
  });
});
