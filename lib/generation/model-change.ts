// What a change of resource model does to a project's database, as every door shows it before the user
// applies it (the grow review, the diff API, the command line, MCP): each change and what it loses in
// words, the migration files it adds after the project's own, and the command that applies them. The
// files are the generator's (modelMigrations), so what the doors show is what the patch carries.
import type { ProjectSpec } from '@/lib/generator';
import { modelMigrations, sqlDialectOf } from '@/lib/generator/migrations';
import { modelKey, modelOrNone, type ResourceModel } from '@/lib/resources/model';
import { dataLoss, describeChange, diffModels } from '@/lib/resources/model-diff';
import type { ModelChangeReport } from '@/lib/schemas/generation';

/** The generated project's command that applies pending migrations (its README's). */
const MIGRATE_UP = 'go run ./cmd/migrate up';

/** The change from the model `before` to `to`'s (its history says which migrations it has); null when the model stays. */
export function modelChangeOf(before: ResourceModel | undefined, to: Pick<ProjectSpec, 'features' | 'resources' | 'modelHistory'>): ModelChangeReport | null {
  if (modelKey(before) === modelKey(to.resources)) return null;
  const after = modelOrNone(to.resources);
  if (!after) {
    // The notes example replaces the model: its tables stay in the database, no longer served.
    const names = (before ?? []).map((r) => r.name).join(', ');
    return { changes: [`serve the notes example instead of ${names}: their tables stay in the database, unused`], data_loss: [], migrations: [], run: null };
  }
  const changes = diffModels(before ?? [], after);
  const history = to.modelHistory ?? [];
  const dialect = sqlDialectOf(to.features);
  // The project's own migrations are those of its history; the change adds the ones after them.
  const added = dialect && history.length > 0 ? modelMigrations([...history, after], dialect).slice(modelMigrations(history, dialect).length) : [];
  return {
    changes: changes.map(describeChange),
    data_loss: changes.flatMap((c) => dataLoss(c) ?? []),
    migrations: added.map((f) => ({ path: f.path, sql: f.content })),
    run: added.length > 0 ? MIGRATE_UP : null,
  };
}
