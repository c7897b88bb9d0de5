// The Complete screen's command comes from the zip itself: gostarter.json's regenerate line, read with
// the browser's DecompressionStream from the zip the site wrote, and from a zip another writer made.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { regenerateLine } from '@/lib/client/regenerate-line';
import { generateProjectZip } from '@/lib/generator';
import { toProjectSpec } from '@/lib/generation';

describe('regenerateLine', () => {
  it("reads gostarter.json's regenerate line from the site's zip", async () => {
    const { spec } = toProjectSpec({ projectName: 'shop', framework: 'chi', features: ['postgresql'], resources: [{ name: 'book', fields: [{ name: 'title', type: 'string' }] }] });
    const zip = await generateProjectZip(spec);
    const record = JSON.parse(await (await JSZip.loadAsync(zip)).file('shop/gostarter.json')!.async('string'));
    expect(await regenerateLine(new Blob([zip.slice()]), 'shop')).toBe(record.regenerate);
    expect(record.regenerate).toMatch(/^gostarter new --from '.*resources=/);
  });

  it('reads a stored entry too, and answers null without one', async () => {
    const archive = new JSZip();
    archive.file('a/readme.txt', 'hello');
    archive.file('a/gostarter.json', JSON.stringify({ regenerate: 'gostarter new --from x' }), { compression: 'STORE' });
    const zip = await archive.generateAsync({ type: 'uint8array' });
    expect(await regenerateLine(new Blob([zip.slice()]), 'a')).toBe('gostarter new --from x');
    expect(await regenerateLine(new Blob([zip.slice()]), 'b')).toBeNull();
    expect(await regenerateLine(new Blob([new Uint8Array(10)]), 'a')).toBeNull();
  });
});
