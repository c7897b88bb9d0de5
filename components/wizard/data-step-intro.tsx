'use client';

import { Button } from '@/components/ui/button';
import { STEP_TITLES } from '@/lib/wizard/state';
import { ArrowRight } from './step-icons';

/**
 * The data step's heading and, without resources, the way to skip it ("Use the notes example"). Loaded with
 * the wizard, not with the model editor below it (./data-step): a link that opens this step paints its
 * text as soon as the link is read, where waiting for the editor's code held the largest paint to 3 s
 * in Lighthouse's phone runs.
 */
export function DataStepIntro({ empty, disabled, onUseNotes, children }: { empty: boolean; disabled: boolean; onUseNotes: () => void; children?: React.ReactNode }) {
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
      {empty && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-border p-4">
          <p className="min-w-0 flex-1 text-sm text-muted-foreground">
            No resources of your own yet: the project serves the notes example at <code className="font-mono">/api/v1/notes</code>.
          </p>
          <Button type="button" variant="outline" onClick={onUseNotes} disabled={disabled}>
            Use the notes example
            <ArrowRight className="h-4 w-4" />
          </Button>
        </div>
      )}
      {children}
    </section>
  );
}
