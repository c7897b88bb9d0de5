'use client';

import { STEP_TITLES } from '@/lib/wizard/state';

/**
 * The data step's heading and text, with the wizard's first load and in the HTML of the step's prerendered
 * page (app/generator/data), not with the model editor below it (./data-step): they are the step's largest
 * paint, which waiting for the editor's code held to 3 s in Lighthouse's phone runs.
 */
export function DataStepIntro({ children }: { children?: React.ReactNode }) {
  return (
    <section aria-labelledby="wizard-data-title" className="flex flex-col gap-5">
      <div>
        <h2 id="wizard-data-title" className="text-2xl font-semibold tracking-tight">
          {STEP_TITLES.data}
        </h2>
        {/* The step's words live here, in the page's HTML, not in the editor that loads after it: they are
            its largest paint. */}
        <p className="mt-1 text-muted-foreground">
          Each resource gets its table or collection, CRUD routes, validation and tests on every layer you chose. Names are lower snake case and
          singular; a reference (belongs to) ends in <code className="font-mono">_id</code>. Optional: without resources the project serves the
          notes example.
        </p>
      </div>
      {children}
    </section>
  );
}
