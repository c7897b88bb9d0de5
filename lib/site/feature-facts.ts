// What the documentation says each feature adds to a project, read from go-templates (the manifests
// and the Docker Compose snippets) when the page renders, so it is what a generated project gets:
// the variables of .env.example, the Make targets and the Compose services.
import 'server-only';
import { FEATURE_BY_ID, listText } from '@/lib/catalogue/features';
import { projectValues, substitute } from '@/lib/generator/compose';
import { library, type Library, type Part } from '@/lib/generator/library';
import { renderTemplate, type Values } from '@/lib/generator/template';

/** The project name the documentation's examples use (values like the database name derive from it). */
export const DOCS_PROJECT_NAME = 'my-api';

interface Fact {
  /** '' when the feature always adds it, else the condition: 'with gRPC', 'without Database Layer'. */
  when: string;
}

interface EnvFact extends Fact {
  name: string;
  /** As .env.example writes it for DOCS_PROJECT_NAME. */
  value: string;
  description: string;
}

interface MakeFact extends Fact {
  name: string;
  help: string;
}

interface ComposeService {
  name: string;
  image: string | null;
}

export interface PartFacts {
  env: EnvFact[];
  makeTargets: MakeFact[];
  /** Services compose.yaml runs beside the app when Docker Compose is chosen too. */
  composeServices: ComposeService[];
}

export interface ProjectFacts {
  /** What every project gets (the HTTP server's settings, the basic Make targets). */
  base: PartFacts;
  /** By catalogue id, for each framework and feature go-templates generates. */
  features: ReadonlyMap<string, PartFacts>;
}

interface Condition {
  ids: string[];
  without: boolean;
}

/** A condition's id as a reader knows it: a catalogue name, or for a shared part the names of what shares it. */
function nameOf(lib: Library, id: string): string {
  const shared = lib.shared.get(id);
  return FEATURE_BY_ID.get(id)?.name ?? (shared ? listText(shared.sharedBy.map((x) => nameOf(lib, x))) : id);
}

const whenText = (lib: Library, conditions: Condition[]) =>
  conditions.map((c) => `${c.without ? 'without' : 'with'} ${listText(c.ids.map((id) => nameOf(lib, id)))}`).join(', ');

/** The part and its variants, each with the conditions under which it is active. */
function walk(part: Part, conditions: Condition[] = []): { part: Part; conditions: Condition[] }[] {
  return [
    { part, conditions },
    ...part.variants.flatMap((v) => walk(v.part, [...conditions, { ids: v.when, without: v.without }])),
  ];
}

function partFacts(lib: Library, parts: Part[], values: Values): PartFacts {
  const facts: PartFacts = { env: [], makeTargets: [], composeServices: [] };
  for (const { part: p, conditions } of parts.flatMap((x) => walk(x))) {
    const when = whenText(lib, conditions);
    for (const v of p.manifest.env ?? []) facts.env.push({ name: v.name, value: substitute(v.value, values), description: v.description, when });
    for (const t of p.manifest.makeTargets ?? []) facts.makeTargets.push({ name: t.name, help: t.help, when });
  }
  return facts;
}

/** The services a compose.services snippet declares: its top-level keys and their images. */
function composeServices(part: Part, values: Values): ComposeService[] {
  const tpl = part.slots.get('compose.services');
  if (!tpl) return [];
  const services: ComposeService[] = [];
  for (const line of renderTemplate(tpl, values, () => '').split('\n')) {
    const service = /^([A-Za-z0-9][A-Za-z0-9_.-]*):\s*$/.exec(line);
    if (service) services.push({ name: service[1], image: null });
    const image = /^ {2}image:\s*(\S+)/.exec(line);
    if (image && services.length > 0) services[services.length - 1].image = image[1];
  }
  return services;
}

let cached: ProjectFacts | undefined;

function load(): ProjectFacts {
  const lib = library();
  const framework = [...lib.frameworks.keys()][0];
  if (!framework) throw new Error('go-templates has no framework adapter');
  const values = projectValues(lib, { projectName: DOCS_PROJECT_NAME, framework, features: [] });
  const features = new Map<string, PartFacts>();
  for (const f of [...lib.frameworks.values(), ...lib.features.values()]) {
    // A shared part is active whenever a feature sharing it is: what it adds, each of them adds.
    const shared = [...lib.shared.values()].filter((s) => s.sharedBy.includes(f.id)).map((s) => s.part);
    features.set(f.id, partFacts(lib, [f.part, ...shared], values));
  }
  // Docker Compose adds a service for each database through its with-<database> variants.
  const compose = lib.features.get('docker-compose');
  for (const { part, conditions } of compose ? walk(compose.part) : []) {
    const [only] = conditions;
    if (conditions.length !== 1 || only.without) continue;
    const ids = only.ids.flatMap((id) => lib.shared.get(id)?.sharedBy ?? [id]);
    for (const id of ids) features.get(id)?.composeServices.push(...composeServices(part, values));
  }
  return { base: partFacts(lib, [lib.base], values), features };
}

/** The facts, or undefined when go-templates cannot be read (the page then leaves them out). */
export function projectFacts(): ProjectFacts | undefined {
  try {
    cached ??= load();
    return cached;
  } catch (err) {
    console.error('Could not read the feature facts from go-templates:', err);
    return undefined;
  }
}
