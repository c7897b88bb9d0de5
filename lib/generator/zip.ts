// The project's zip, written straight from DEFLATE data cached per piece of text.
//
// The bytes are those JSZip writes for the same entries (DEFLATE, UNIX platform, one timestamp, no
// folder entries, no comments); tests/unit/generator checks that JSZip reads every entry back and
// rewrites the archive to the same bytes. JSZip's own writer costs about 3 ms for the largest project,
// more than everything else in a generation together, because it pushes every header and chunk through
// its worker pipeline; here a project is a list of cached buffers, a few headers and one copy.
import zlib from 'node:zlib';

/** A run of text and its DEFLATE data: whole (final block) or a sync-flushed piece that ends byte-aligned. */
interface Piece {
  raw: Buffer;
  packed: Buffer;
}
/** A cached piece; the CRC serves the files that are one whole piece. */
export interface Packed extends Piece {
  crc: number;
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
    return [marker, { raw, packed: storedBlock(raw) } satisfies Piece];
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
        const piece: Piece = typeof part === 'string' ? named.get(part)! : part;
        crc = zlib.crc32(piece.raw, crc);
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

  // Zero-filled: every field not written below is 0 (flags, extra and comment lengths, disk, attributes).
  const out = Buffer.alloc(centralStart + centralLength + END_OF_CENTRAL_DIRECTORY);
  /** The fields from "version needed" to "file name length", the same in both headers. */
  const common = (at: number, e: (typeof laid)[number]) => {
    out.writeUInt16LE(10, at); // version needed to extract, as JSZip writes it
    out.writeUInt16LE(8, at + 4); // DEFLATE
    out.writeUInt16LE(stamp.time, at + 6);
    out.writeUInt16LE(stamp.date, at + 8);
    out.writeUInt32LE(e.crc, at + 10);
    out.writeUInt32LE(e.compressed, at + 14);
    out.writeUInt32LE(e.size, at + 18);
    out.writeUInt16LE(e.nameLength, at + 22);
  };
  const name = (at: number, e: (typeof laid)[number]) => {
    prefix.copy(out, at);
    e.entry.path.copy(out, at + prefix.length);
  };
  let at = centralStart;
  for (const e of laid) {
    out.writeUInt32LE(0x04034b50, e.offset);
    common(e.offset + 4, e);
    name(e.offset + LOCAL_HEADER, e);
    let dataAt = e.offset + LOCAL_HEADER + e.nameLength;
    for (const chunk of e.data) dataAt += chunk.copy(out, dataAt);

    out.writeUInt32LE(0x02014b50, at);
    out.writeUInt16LE(0x031e, at + 4); // made by: UNIX, zip 3.0
    common(at + 6, e);
    out.writeUInt32LE(FILE_ATTRIBUTES, at + 38);
    out.writeUInt32LE(e.offset, at + 42);
    name(at + CENTRAL_HEADER, e);
    at += CENTRAL_HEADER + e.nameLength;
  }

  out.writeUInt32LE(0x06054b50, at);
  out.writeUInt16LE(entries.length, at + 8);
  out.writeUInt16LE(entries.length, at + 10);
  out.writeUInt32LE(centralLength, at + 12);
  out.writeUInt32LE(centralStart, at + 16);
  return out;
}
