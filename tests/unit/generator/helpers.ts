import { largestValidFeatures } from '../../../lib/catalogue/largest';
import { validateConfiguration } from '../../../lib/catalogue/validate';
import { FRAMEWORKS as CATALOGUE_FRAMEWORKS, type Framework } from '../../../lib/catalogue/features';
import { generateProjectFiles, implementedFeatureIds, type ProjectSpec } from '../../../lib/generator';

/** The catalogue's frameworks that go-templates has an adapter for. */
export const FRAMEWORKS: readonly Framework[] = CATALOGUE_FRAMEWORKS.filter((id) => implementedFeatureIds().has(id));
const ALWAYS = ['env', 'gitignore', 'middleware'];

/** A spec as validation hands it over: the framework, the features and what is always added. */
export function spec(framework: Framework, features: string[] = [], projectName = 'shop-api'): ProjectSpec {
  return { projectName, framework, features: [framework, ...new Set([...features, ...ALWAYS])] };
}

/** The largest valid project: every implemented feature the rules allow together (one primary database). */
export function largest(framework: Framework, projectName = 'shop-api'): ProjectSpec {
  const available = implementedFeatureIds();
  const result = validateConfiguration({ framework, features: largestValidFeatures(framework, available) }, available);
  return { projectName, framework, features: result.adjusted_features };
}

export function filesOf(s: ProjectSpec): Map<string, string> {
  return new Map(generateProjectFiles(s).map((f) => [f.path, f.content]));
}

export interface ZipEntry {
  name: string;
  method: number;
  dosTime: number;
  dosDate: number;
  externalAttributes: number;
}

/** Reads the central directory of a zip: the entries as the archive really stores them. */
export function zipEntries(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let eocd = -1;
  for (let i = zip.length - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('no end of central directory record');
  const count = view.getUint16(eocd + 10, true);
  let p = view.getUint32(eocd + 16, true);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(p, true) !== 0x02014b50) throw new Error(`bad central directory entry at ${p}`);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    entries.push({
      method: view.getUint16(p + 10, true),
      dosTime: view.getUint16(p + 12, true),
      dosDate: view.getUint16(p + 14, true),
      externalAttributes: view.getUint32(p + 38, true),
      name: new TextDecoder().decode(zip.subarray(p + 46, p + 46 + nameLength)),
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
