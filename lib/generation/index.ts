// Turning a request into a validated project spec, a zip, and a record of it.
import { generatorSite } from '@/lib/site/site-address';
import { compositionCost, generateKeptZip, type KeptZip, type ProjectSpec } from '@/lib/generator';
import { recordGeneration as saveGeneration } from '@/lib/history/record';
import { specFromRequest, type GenerateRequest } from './request';

export {
  featuresResponse,
  generateRequestSchema,
  validateRequest,
  validateRequestSchema,
  type GenerateRequest,
} from './request';

/** Checks the request as the generator needs it (see specFromRequest), for this site's address. */
export function toProjectSpec(req: GenerateRequest) {
  return specFromRequest(req, generatorSite());
}

export interface GeneratedZip {
  zip: Uint8Array;
  spec: ProjectSpec;
  durationMs: number;
  /** Why a signed-in user's zip was not kept (storage quota full); sent as X-Storage-Notice (lib/api/responses). */
  notice?: string;
}

export interface GenerateOptions {
  /** The signed-in caller, recorded with the generation (null for guests). */
  userId?: string | null;
  /** Counts a model never generated before against the caller's limit, by its size (compositionCost). */
  charge?: ChargeComposition;
}

/** Counts `cost` against the caller's limit, or throws (429) when it goes past it. */
export type ChargeComposition = (cost: number) => Promise<void>;

/** Charges what composing `spec` costs, when it costs anything: before the work, so a refusal saves it. */
export async function chargeComposition(spec: ProjectSpec, charge: ChargeComposition | undefined): Promise<void> {
  const cost = compositionCost(spec);
  if (cost > 0 && charge) await charge(cost);
}

export async function generate(req: GenerateRequest, options: GenerateOptions = {}): Promise<GeneratedZip> {
  const { spec } = toProjectSpec(req);
  await chargeComposition(spec, options.charge);
  const started = performance.now();
  const kept = await generateKeptZip(spec);
  const durationMs = Math.max(1, Math.round(performance.now() - started));
  const notice = await recordGeneration(req, spec, kept, durationMs, options.userId ?? null);
  return { zip: kept.zip, spec, durationMs, notice };
}

async function recordGeneration(req: GenerateRequest, spec: ProjectSpec, kept: KeptZip, durationMs: number, userId: string | null) {
  // The history must not cost the user their download: log and go on.
  try {
    const recorded = await saveGeneration({
      userId,
      projectName: spec.projectName,
      framework: spec.framework,
      features: req.features,
      adjustedFeatures: spec.features,
      resources: spec.resources,
      modelHistory: spec.modelHistory,
      durationMs,
      kept,
    });
    return recorded.notice;
  } catch (err) {
    console.error('Could not record the generation:', err);
    return undefined;
  }
}

