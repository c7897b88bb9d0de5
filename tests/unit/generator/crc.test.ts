// A file of the zip is written from cached pieces and the project's names between them: its CRC-32 is
// combined from the pieces' CRCs (lib/generator/zip.ts), and must equal zlib's over the whole text.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crcShift } from '@/lib/generator/zip';

describe('crc32Combine', () => {
  it("gives zlib's CRC-32 of the concatenation, for pieces of any length", () => {
    for (const lengths of [[0, 5], [1, 1], [3, 0], [7, 13, 1], [1000, 65_537, 2], [100_000, 3, 70_000, 0, 9]]) {
      const pieces = lengths.map((n) => crypto.randomBytes(n));
      let crc = 0;
      for (const piece of pieces) crc = crc32Combine(crc, zlib.crc32(piece), crcShift(piece.length));
      expect(crc).toBe(zlib.crc32(Buffer.concat(pieces)));
    }
  });
});
