import fs from 'node:fs'; import path from 'node:path';
import { generateProjectFiles, implementedFeatureIds } from '@/lib/generator';
import { largestValidFeatures } from '@/lib/catalogue/largest';
import { validateConfiguration } from '@/lib/catalogue/validate';
const [fw, name, extra] = process.argv.slice(2);
const feats = extra ? extra.split(',') : largestValidFeatures(fw as any, implementedFeatureIds());
const r = validateConfiguration({ framework: fw, features: feats }, implementedFeatureIds());
const dir = `/tmp/walk/${name}`; fs.rmSync(dir, { recursive: true, force: true });
for (const f of generateProjectFiles({ projectName: name, framework: fw as any, features: r.adjusted_features })) { fs.mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true }); fs.writeFileSync(path.join(dir, f.path), f.content); }
console.log(r.adjusted_features.join(','));
