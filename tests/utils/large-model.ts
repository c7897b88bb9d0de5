// The large model of the benchmarks and tests: `resources` resources of `fields` fields each, every field type in turn (a
// reference names the resource before), named after `tag` so that each model is new to every cache.
import { MAX_FIELDS, MAX_RESOURCES, type ResourceModel } from '@/lib/resources/model';
import { FIELD_TYPES } from '@/lib/resources/field-types';

export function largeModel(tag: string, resources = MAX_RESOURCES, fields = 20): ResourceModel {
  const types = FIELD_TYPES.filter((t) => t !== 'reference');
  return Array.from({ length: resources }, (_, r) => ({
    name: `${tag}_item${r}`,
    fields: Array.from({ length: Math.min(fields, MAX_FIELDS) }, (_, f) => {
      const name = `field${f}`;
      if (f === 0 && r > 0) return { name: `${tag}_item${r - 1}_id`, type: 'reference' as const, references: `${tag}_item${r - 1}`, required: true };
      const type = types[(r + f) % types.length];
      if (type === 'enum') return { name, type, values: ['one', 'two'] };
      // Only the flags that are set: a 30 x 40 model then fits the default body limit (64 KiB).
      return { name, type, ...(f % 2 === 0 && { required: true }), ...(f === 1 && type === 'string' && { unique: true }) };
    }),
  }));
}
