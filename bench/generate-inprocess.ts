// In-process cost of generating the largest valid project's zip (budget: median under 15 ms).
//   npx tsx bench/generate-inprocess.ts [runs]
import { generateProjectFiles, generateProjectZip, implementedFeatureIds, type Framework } from '../lib/generator';

const runs = Number(process.argv[2] ?? 200);
const frameworks: Framework[] = ['gin', 'echo', 'fiber'];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function main() {
  const features = [...implementedFeatureIds()].filter((id) => !frameworks.includes(id as Framework));
  for (const framework of frameworks) {
    const spec = { projectName: 'bench-project', framework, features: [framework, ...features] };
    await generateProjectZip(spec); // loads go-templates once
    const files: number[] = [];
    const zips: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const named = { ...spec, projectName: `bench-project-${i}` }; // nothing can be reused between runs
      let t = performance.now();
      generateProjectFiles(named);
      files.push(performance.now() - t);
      t = performance.now();
      bytes = (await generateProjectZip(named)).byteLength;
      zips.push(performance.now() - t);
    }
    files.sort((a, b) => a - b);
    zips.sort((a, b) => a - b);
    console.log(
      `${framework} largest (${spec.features.length} features, ${bytes} bytes): ` +
        `files median ${quantile(files, 0.5).toFixed(2)} ms; zip median ${quantile(zips, 0.5).toFixed(2)} ms, ` +
        `p95 ${quantile(zips, 0.95).toFixed(2)} ms over ${runs} runs`,
    );
  }
}

main();
