// The project's zip, written straight from DEFLATE data cached per piece of text.
//
// The bytes are those JSZip writes for the same entries (DEFLATE, UNIX platform, one timestamp, no
// folder entries, no comments); tests/unit/generator checks that JSZip reads every entry back and
// rewrites the archive to the same bytes. JSZip's own writer costs about 3 ms for the largest project,
// more than everything else in a generation together, because it pushes every header and chunk through
// its worker pipeline; here a project is a list of cached buffers, a few headers and one copy.
import zlib from 'node:zlib';

/**
 * A run of text and its DEFLATE data: whole (final block) or a sync-flushed piece that ends byte-aligned;
 * cached, or a project's name between two cached pieces.
 */
export interface Packed {
  raw: Buffer;
  packed: Buffer;
  /** The CRC-32 of `raw`: a file's CRC is its pieces' CRCs combined (crc32Combine). */
  crc: number;
  /** crcShift of the length of `raw`, once computed. */
  shift?: number;
}

/** A piece from its DEFLATE data and the text it holds (a stored plan, read back: plan.ts). */
export const packedFrom = (packed: Buffer, raw: Buffer): Packed => ({ raw, packed, crc: zlib.crc32(raw) });

/** A file as the zip holds it: its path under the project folder, and pieces of text between markers. */
export interface ZipEntryPlan {
  path: Buffer;
  /** A whole file's data, or the pieces and the markers that take each project's own text. */
  parts: Packed | (Packed | string)[];
}

/**
 * Plans a file for the zip. `marker` finds the places that differ from project to project; the text
 * between them is compressed once (and cached by content, so the same piece in another selection is
 * not compressed again).
 */
export function planEntry(path: string, content: string, marker: RegExp): ZipEntryPlan {
  // `marker` has one group, so split puts each marker found at an odd index, between the texts.
  const pieces = content.split(marker);
  if (pieces.length === 1) return { path: Buffer.from(path, 'utf8'), parts: packedPiece(content, zlib.constants.Z_FINISH) };
  const parts = pieces.flatMap<Packed | string>((piece, i) => {
    if (i % 2 === 1) return [piece];
    return piece === '' ? [] : [packedPiece(piece, zlib.constants.Z_SYNC_FLUSH)];
  });
  return { path: Buffer.from(path, 'utf8'), parts };
}

/** By text, then by flush mode (not a key joining the two: that would copy every text). */
const cache = new Map<string, Map<number, Packed>>();
let cachedLength = 0;
const CACHE_LIMIT = 32 * 1024 * 1024;

/** DEFLATE data by content, bounded by the length of the cached texts (the oldest go first). */
function packedPiece(text: string, flush: number): Packed {
  let byFlush = cache.get(text);
  if (!byFlush) {
    cache.set(text, (byFlush = new Map()));
    cachedLength += text.length;
    for (const old of cache.keys()) {
      if (cachedLength <= CACHE_LIMIT) break;
      cache.delete(old);
      cachedLength -= old.length;
    }
  }
  let entry = byFlush.get(flush);
  if (!entry) {
    // Level 1: a large model's files compress in about half the time of level 6 (14 against 29.5 ms
    // in one run), for zips 4% larger over the matrix's configurations. The output buffer is sized to
    // the text (DEFLATE grows it by a few bytes per 16 KiB at most): with zlib's default of 16 KiB, each
    // small piece kept a 16 KiB buffer alive in the cache.
    const raw = Buffer.from(text, 'utf8');
    const packed = raw.length < STORED_BELOW ? storedBlock(raw, flush === zlib.constants.Z_FINISH) : zlib.deflateRawSync(raw, { level: 1, finishFlush: flush, chunkSize: Math.max(64, raw.length + (raw.length >> 8) + 64) });
    entry = { raw, packed, crc: zlib.crc32(raw) };
    byFlush.set(flush, entry);
  }
  return entry;
}

/**
 * Texts shorter than this are stored, not compressed: DEFLATE saves a few bytes on them (a sync flush
 * alone adds five) while a call into zlib costs about 17 µs whatever the size, and a large model's
 * project has hundreds of them (the text of an import line between two module paths).
 */
const STORED_BELOW = 128;

/** A stored (uncompressed) block: header byte (BFINAL when `final`), LEN and its complement, the bytes. */
function storedBlock(raw: Buffer, final = false): Buffer {
  const header = Buffer.from([final ? 0x01 : 0x00, raw.length & 0xff, raw.length >> 8, ~raw.length & 0xff, (~raw.length >> 8) & 0xff]);
  return Buffer.concat([header, raw]);
}
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_OF_CENTRAL_DIRECTORY = 22;
/** Regular file, rw-r--r--, in the upper half of the external attributes (UNIX platform). */
const FILE_ATTRIBUTES = 0o100644 * 0x10000;

function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

/**
 * A header's bytes that are the same for every entry of a zip: its signature, and from `common` on the
 * version needed (as JSZip writes it), DEFLATE and the timestamp; every other field 0 until set.
 */
function headerTemplate(length: number, signature: number, common: number, stamp: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(length);
  header.writeUInt32LE(signature, 0);
  header.writeUInt16LE(10, common);
  header.writeUInt16LE(8, common + 4);
  header.writeUInt16LE(stamp.time, common + 6);
  header.writeUInt16LE(stamp.date, common + 8);
  return header;
}

/**
 * The zip of `entries` under `<folder>/`, each marker in a piece list replaced by its text in `values`
 * (as a stored block, so the cached DEFLATE data around it stays valid), every entry stamped `date`.
 * The archive is laid out first and written into one buffer: a header or a list of chunks per entry
 * cost more than the copying (a profile under load: a tenth of the server's time went to allocating
 * 400 small header buffers per zip and joining them).
 */
export function writeZip(folder: string, entries: ZipEntryPlan[], values: Record<string, string>, date: Date): Buffer {
  const prefix = Buffer.from(`${folder}/`, 'utf8');
  const named = new Map(Object.entries(values).map(([marker, text]) => {
    const raw = Buffer.from(text, 'utf8');
    return [marker, { raw, packed: storedBlock(raw), crc: zlib.crc32(raw) } satisfies Packed];
  }));
  const stamp = dosDateTime(date);

  // Each entry's data, CRC and sizes, and where its local header starts.
  const laid = entries.map((entry) => {
    let crc = 0;
    let size = 0;
    let compressed = 0;
    let data: Buffer[];
    if (Array.isArray(entry.parts)) {
      data = [];
      for (const part of entry.parts) {
        const piece: Packed = typeof part === 'string' ? named.get(part)! : part;
        // Combined from the pieces' own CRCs: the text is not read again (zlib.crc32 over every piece
        // of every file took a quarter of a large project's zip).
        crc = size === 0 ? piece.crc : crc32Combine(crc, piece.crc, (piece.shift ??= crcShift(piece.raw.length)));
        size += piece.raw.length;
        compressed += piece.packed.length;
        data.push(piece.packed);
      }
      data.push(FINAL_EMPTY_BLOCK);
      compressed += FINAL_EMPTY_BLOCK.length;
    } else {
      crc = entry.parts.crc;
      size = entry.parts.raw.length;
      compressed = entry.parts.packed.length;
      data = [entry.parts.packed];
    }
    return { entry, data, crc: crc >>> 0, size, compressed, nameLength: prefix.length + entry.path.length, offset: 0 };
  });
  let centralStart = 0;
  let centralLength = 0;
  for (const e of laid) {
    e.offset = centralStart;
    centralStart += LOCAL_HEADER + e.nameLength + e.compressed;
    centralLength += CENTRAL_HEADER + e.nameLength;
  }

  // Every byte is written below, so the buffer is not zeroed first (zeroing the whole zip cost as much
  // as writing it on a 2-core machine): each header starts as a copy of its template, which holds the
  // fields that are the same for every entry (zero or not), and the entry's own fields are set on it.
  const out = Buffer.allocUnsafe(centralStart + centralLength + END_OF_CENTRAL_DIRECTORY);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  const local = headerTemplate(LOCAL_HEADER, 0x04034b50, 4, stamp);
  const central = headerTemplate(CENTRAL_HEADER, 0x02014b50, 6, stamp);
  central.writeUInt16LE(0x031e, 4); // made by: UNIX, zip 3.0
  central.writeUInt32LE(FILE_ATTRIBUTES, 38);
  /** The entry's fields of the part both headers share, from the CRC to the file name's length. */
  const own = (at: number, e: (typeof laid)[number]) => {
    view.setUint32(at + 10, e.crc, true);
    view.setUint32(at + 14, e.compressed, true);
    view.setUint32(at + 18, e.size, true);
    view.setUint16(at + 22, e.nameLength, true);
  };
  const name = (at: number, e: (typeof laid)[number]) => {
    out.set(prefix, at);
    out.set(e.entry.path, at + prefix.length);
  };
  let at = centralStart;
  for (const e of laid) {
    out.set(local, e.offset);
    own(e.offset + 4, e);
    name(e.offset + LOCAL_HEADER, e);
    let dataAt = e.offset + LOCAL_HEADER + e.nameLength;
    // TypedArray's set, not Buffer's copy: copy makes a view of each source first.
    for (const chunk of e.data) {
      out.set(chunk, dataAt);
      dataAt += chunk.length;
    }

    out.set(central, at);
    own(at + 6, e);
    view.setUint32(at + 42, e.offset, true);
    name(at + CENTRAL_HEADER, e);
    at += CENTRAL_HEADER + e.nameLength;
  }

  out.fill(0, at);
  view.setUint32(at, 0x06054b50, true);
  view.setUint16(at + 8, entries.length, true);
  view.setUint16(at + 10, entries.length, true);
  view.setUint32(at + 12, centralLength, true);
  view.setUint32(at + 16, centralStart, true);
  return out;
}

// CRC-32 of a concatenation from the CRCs of its parts, as zlib's crc32_combine computes it (crc32.c,
// zlib 1.2.12 and later): polynomials over GF(2), reflected, modulo the CRC-32 polynomial.
// Every value is kept a signed 32-bit integer until the result: with 0x80000000 and the polynomial as
// numbers past 2^31, V8 computed the loop in floating point, and combining took longer than writing.
const POLY = 0xedb88320 | 0;

/** a * b modulo the polynomial (reflected: a's bit 31 is x^0). */
function multModP(a: number, b: number): number {
  let p = 0;
  b |= 0;
  for (let bit = 31; bit >= 0; bit--) {
    // Without branches: which way each would go is as good as random, and a mispredicted one costs more
    // than both sides.
    p ^= b & -((a >>> bit) & 1);
    b = (b >>> 1) ^ (POLY & -(b & 1));
  }
  return p >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0..31. */
const X2N = (() => {
  const table: number[] = [];
  let p = 0x40000000; // x^1
  for (let n = 0; n < 32; n++) {
    table.push(p);
    p = multModP(p, p);
  }
  return table;
})();

/** What moves a CRC past `length` zero bytes: x^(8 * length) modulo the polynomial. */
export function crcShift(length: number): number {
  let p = 0x80000000; // x^0
  for (let n = length, k = 3; n; n >>>= 1, k++) if (n & 1) p = multModP(X2N[k & 31], p);
  return p;
}

/** The CRC-32 of A followed by B, from the CRC of A, the CRC of B and crcShift of the length of B. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}
