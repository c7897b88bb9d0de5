import { GENERATOR_METADATA, GeneratorPage } from '@/components/wizard/generator-page';

export const metadata = GENERATOR_METADATA;

// The generator, at the home page's address with wizard state in the query (/?step=stack, share links):
// proxy.ts rewrites those requests here, or to ./data for the data step. Prerendered like the home page,
// so it cannot see the query: the wizard renders this step and reads the address once in the browser
// (syncUrl).
export default function Generator() {
  return <GeneratorPage step="stack" />;
}
