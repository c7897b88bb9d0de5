// "Changes to <project>" in the grow review lists every change: the features added and removed as well as
// the model's.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GrowChanges } from '@/components/wizard/grow-changes';
import type { ResourceModel } from '@/lib/resources/model';
import { growFeatureChanges, growTargetOf } from '@/lib/wizard/grow';

const BOOKS: ResourceModel = [{ name: 'book', fields: [{ name: 'title', type: 'string', required: true }] }];
const target = growTargetOf({ id: 'p1', project_name: 'bookshop', framework: 'gin', features: ['gin', 'postgresql', 'swagger'], resources: BOOKS })!;

describe('the changes of a grow', () => {
  it('names the features added and removed', () => {
    expect(growFeatureChanges(target, ['postgresql', 'swagger'])).toEqual([]);
    expect(growFeatureChanges(target, ['postgresql', 'redis'])).toEqual(['added Redis', 'removed Swagger']);
  });

  it('shows an added feature beside the model’s change', () => {
    const resources: ResourceModel = [{ name: 'book', fields: [...BOOKS[0].fields, { name: 'isbn', type: 'string' }] }];
    const html = renderToStaticMarkup(
      createElement(GrowChanges, {
        grow: target,
        selection: { framework: 'gin', features: ['postgresql', 'swagger', 'redis'], projectName: 'bookshop', step: 'review', resources },
        lossAccepted: false,
        onAcceptLoss: () => {},
        onDiff: () => {},
      }),
    );
    expect(html).toContain('Changes to bookshop');
    expect(html).toMatch(/data-testid="grow-feature-changes".*<li>added Redis<\/li>/);
    expect(html).toMatch(/data-testid="grow-model-changes".*isbn/);
  });
});
