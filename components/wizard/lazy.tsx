'use client';

import dynamic from 'next/dynamic';
import type { GeneratorWizardProps } from './generator-wizard';

/**
 * The wizard in its own chunk: pages load its code only when they render it. The first step's choices
 * from the catalogue are read in that chunk too (the generator page has its server hand them over).
 */
const Wizard = dynamic(
  () =>
    Promise.all([import('./generator-wizard'), import('@/lib/wizard/frameworks')]).then(([{ GeneratorWizard }, { stackChoices }]) => {
      const stack = stackChoices();
      return function LoadedWizard(props: Omit<GeneratorWizardProps, 'stack'>) {
        return <GeneratorWizard {...props} stack={stack} />;
      };
    }),
  {
    loading: () => (
      <div className="flex h-64 items-center justify-center text-sm text-muted-foreground" role="status">
        Loading the generator...
      </div>
    ),
  },
);

export function LazyGeneratorWizard(props: Omit<GeneratorWizardProps, 'stack'>) {
  return <Wizard {...props} />;
}
