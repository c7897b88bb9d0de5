// gostarter.json: what every generated project records about its own making, so that it can be grown
// after download (the CLI reads it; the site serves its JSON Schema at /schemas/gostarter.json, which
// the file names in `$schema`). Declared once here: the generator writes it, the CLI parses it.
import { z } from 'zod';
import { FEATURES, FRAMEWORKS } from '@/lib/catalogue/features';
import { modelHistorySchema, resourcesSchema } from '@/lib/resources/schema';

/** The file's name, at the root of every project. */
export const GOSTARTER_FILE = 'gostarter.json';
/** Where the site serves the file's JSON Schema. */
export const GOSTARTER_SCHEMA_PATH = '/schemas/gostarter.json';

// Enums from the catalogue: an editor that reads the schema completes and checks the ids.
const framework = z.enum(FRAMEWORKS as [string, ...string[]]);
const feature = z.enum([...FRAMEWORKS, ...FEATURES.map((f) => f.id)] as [string, ...string[]]);

export const gostarterFileSchema = z
  .object({
    // An http(s) address: the site's origin is read from it (a new generation names the same site).
    $schema: z.url({ protocol: /^https?$/ }).max(2048).optional().describe('This JSON Schema, as the site that made the project serves it'),
    projectName: z.string().max(64).describe('The project name: the Go module path and the folder'),
    framework: framework.describe('The framework id'),
    features: z.array(feature).max(100).describe('The features as chosen, in catalogue order'),
    adjustedFeatures: z
      .array(feature)
      .max(100)
      .describe('What was generated: the framework, the chosen features and the ones added for them, in catalogue order'),
    resources: resourcesSchema.optional(),
    modelHistory: modelHistorySchema.optional(),
    generatorVersion: z.string().max(64).describe('The generator that wrote the project: a hash of its templates'),
    regenerate: z.string().max(2_000_000).describe('The command that writes this project again, in an empty folder: gostarter new --from <link>'),
  })
  .describe('How a Gostarter project was generated');
export type GostarterFile = z.infer<typeof gostarterFileSchema>;
