import { GENERATOR_METADATA, GeneratorPage } from '@/components/wizard/generator-page';

export const metadata = GENERATOR_METADATA;

// The generator prerendered on its data step (proxy.ts rewrites /?step=data here): a link that opens the
// step paints its heading and text from the HTML, not after the wizard's code has run (Lighthouse's phone
// runs measured its largest paint at 3.1 to 3.4 s that way).
export default function GeneratorData() {
  return <GeneratorPage step="data" />;
}
