// The `regenerate` line of a generated zip's gostarter.json: the command that writes the same project
// again, which the Complete screen shows as it is rather than building a copy of it in the browser.
//
// Read with the browser's own DecompressionStream rather than jszip: jszip's browser bundle carries
// polyfills that call Function(), which the pages' Content-Security-Policy refuses (and reports). One
// entry of a zip the site itself wrote needs only its central directory and one inflate. The file's name
// is written out: its schema's module (lib/schemas/gostarter-file.ts) would bring zod into the page.

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** The bytes of the entry `name` of a zip (stored or deflated); null when it has none. */
async function zipEntry(zip: Uint8Array<ArrayBuffer>, name: string): Promise<Uint8Array | null> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // The end-of-central-directory record: the last 22 bytes when there is no comment (ours have none).
  let end = zip.byteLength - 22;
  while (end >= 0 && view.getUint32(end, true) !== EOCD) end--;
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const wanted = new TextEncoder().encode(name);
  for (let i = 0; i < count && view.getUint32(at, true) === CENTRAL; i++) {
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const entryName = zip.subarray(at + 46, at + 46 + nameLength);
    if (entryName.length === wanted.length && entryName.every((b, j) => b === wanted[j])) {
      const local = view.getUint32(at + 42, true);
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const data = zip.subarray(start, start + size);
      if (method === 0) return data;
      const inflated = new Blob([data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
      return new Uint8Array(await new Response(inflated).arrayBuffer());
    }
    at = next;
  }
  return null;
}

export async function regenerateLine(zip: Blob, projectName: string): Promise<string | null> {
  const bytes = await zipEntry(new Uint8Array(await zip.arrayBuffer()), `${projectName}/gostarter.json`);
  if (!bytes) return null;
  const { regenerate } = JSON.parse(new TextDecoder().decode(bytes)) as { regenerate?: unknown };
  return typeof regenerate === 'string' ? regenerate : null;
}
