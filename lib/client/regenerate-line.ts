// The `regenerate` line of a generated zip's gostarter.json: the command that writes the same project
// again, which the Complete screen shows as it is rather than building a copy of it in the browser.
// jszip loads only here, once a project was generated. The file's name is written out: its schema's
// module (lib/schemas/gostarter-file.ts) would bring zod into the page.

export async function regenerateLine(zip: Blob, projectName: string): Promise<string | null> {
  const { default: JSZip } = await import('jszip');
  const archive = await JSZip.loadAsync(await zip.arrayBuffer());
  const file = archive.file(`${projectName}/gostarter.json`);
  if (!file) return null;
  const { regenerate } = JSON.parse(await file.async('string')) as { regenerate?: unknown };
  return typeof regenerate === 'string' ? regenerate : null;
}
