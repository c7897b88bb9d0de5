// The canonical form of a resource model, apart from ./model.ts: the wizard's first
// step needs this function alone (a preset's or a link's model, the share link), not the field types and
// limits beside it.
import type { ResourceField, ResourceModel } from './schema';

/** A model in its canonical form (options in one order, false and absent the same), for cache keys and equality. */
export function canonicalModel(model: ResourceModel): ResourceModel {
  return model.map((r) => ({
    name: r.name,
    // A renamed_from naming the resource's own name says nothing: dropped, as the wizard's grow sets it.
    ...(r.renamed_from !== undefined && r.renamed_from !== r.name ? { renamed_from: r.renamed_from } : {}),
    fields: r.fields.map((f) => {
      const out: ResourceField = { name: f.name, ...(f.renamed_from !== undefined && f.renamed_from !== f.name ? { renamed_from: f.renamed_from } : {}), type: f.type };
      if (f.required) out.required = true;
      if (f.unique) out.unique = true;
      if (f.min !== undefined) out.min = f.min;
      if (f.max !== undefined) out.max = f.max;
      if (f.precision !== undefined) out.precision = f.precision;
      if (f.scale !== undefined) out.scale = f.scale;
      if (f.values !== undefined) out.values = [...f.values];
      if (f.references !== undefined) out.references = f.references;
      // restrict is the default: a model that says it equals one that does not.
      if (f.on_delete !== undefined && f.on_delete !== 'restrict') out.on_delete = f.on_delete;
      if (f.default !== undefined) out.default = f.default;
      return out;
    }),
  }));
}
