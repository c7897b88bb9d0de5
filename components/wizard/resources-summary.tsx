import { Database } from 'lucide-react';
import type { ResourceModel } from '@/lib/resources/model';
import { fieldKey, type ModelErrors } from '@/lib/wizard/validation';
import { resourceNames } from '@/lib/resources/names';
import { routeOf } from './resource-card';

/** The model's preview (data and review steps): each resource's name, table, route and field count, or the notes example. */
export function ResourcesSummary({ resources, errors }: { resources: ResourceModel; errors: ModelErrors }) {
  return (
    <section aria-labelledby="wizard-review-resources" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:p-5" data-testid="resources-summary">
      <h3 id="wizard-review-resources" className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Database className="h-4 w-4" aria-hidden />
        Resources{' '}
        <span className="text-foreground">
          ({resources.length === 0 ? 'the notes example' : `${resources.length}`})
        </span>
      </h3>
      {resources.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No resources of your own: a project with a router serves the notes example at <code className="font-mono">/api/v1/notes</code>. Add yours on
          the Describe your data step.
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Resource
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Table
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Route
              </th>
              <th scope="col" className="py-1 font-medium">
                Fields
              </th>
            </tr>
          </thead>
          <tbody>
            {resources.map((r, i) => {
              const problems = (errors.resources.get(r.name)?.length ?? 0) + r.fields.reduce((n, f) => n + (errors.fields.get(fieldKey(r.name, f.name))?.length ?? 0), 0);
              const route = routeOf(r.name);
              return (
                <tr key={i} className="border-t border-border">
                  <td className="py-1.5 pr-3 font-mono">
                    {r.name || '(unnamed)'}
                    {problems > 0 && <span className="ml-2 font-sans text-xs text-destructive">{problems} problem{problems === 1 ? '' : 's'}</span>}
                  </td>
                  <td className="break-all py-1.5 pr-3 font-mono text-xs">{route ? resourceNames(r.name).snakes : '-'}</td>
                  <td className="break-all py-1.5 pr-3 font-mono text-xs">{route ?? '-'}</td>
                  <td className="py-1.5">{r.fields.length}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
