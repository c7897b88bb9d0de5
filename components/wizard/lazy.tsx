'use client';

import dynamic from 'next/dynamic';
import type { GeneratorWizardProps } from './generator-wizard';

/** The wizard in its own chunk: pages load its code only when they render it. */
const Wizard = dynamic(() => import('./generator-wizard').then((m) => m.GeneratorWizard), {
  loading: () => (
    <div className="flex h-64 items-center justify-center text-sm text-muted-foreground" role="status">
      Loading the generator...
    </div>
  ),
});

export function LazyGeneratorWizard(props: GeneratorWizardProps) {
  return <Wizard {...props} />;
}
