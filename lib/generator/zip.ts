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
  if (content.search(marker) < 0) return { path: Buffer.from(path, 'utf8'), parts: packedPiece(content, zlib.constants.Z_FINISH) };
  // `marker` has one group, so split puts each marker found at an odd index, between the texts.
  const parts = content.split(marker).flatMap<Packed | string>((piece, i) => {
    if (i % 2 === 1) return [piece];
    return piece === '' ? [] : [packedPiece(piece, zlib.constants.Z_SYNC_FLUSH)];
  });
  return { path: Buffer.from(path, 'utf8'), parts };
}

const cache = new Map<string, Packed>();
let cachedLength = 0;
const CACHE_LIMIT = 32 * 1024 * 1024;

/** DEFLATE data by content, bounded by the length of the cached texts (the oldest go first). */
function packedPiece(text: string, flush: number): Packed {
  const key = `${flush}\0${text}`;
  let entry = cache.get(key);
  if (!entry) {
    const raw = Buffer.from(text, 'utf8');
    entry = { raw, packed: zlib.deflateRawSync(raw, { level: 6, finishFlush: flush }), crc: zlib.crc32(raw) };
    cache.set(key, entry);
    cachedLength += key.length;
    for (const old of cache.keys()) {
      if (cachedLength <= CACHE_LIMIT) break;
      cache.delete(old);
      cachedLength -= old.length;
    }
  }
  return entry;
}

/** A stored (uncompressed) non-final block: header byte, LEN and its complement, the bytes. */
function storedBlock(raw: Buffer): Buffer {
  const header = Buffer.from([0x00, raw.length & 0xff, raw.length >> 8, ~raw.length & 0xff, (~raw.length >> 8) & 0xff]);
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
 */
export function writeZip(folder: string, entries: ZipEntryPlan[], values: Record<string, string>, date: Date): Buffer {
  const prefix = Buffer.from(`${folder}/`, 'utf8');
  const named = new Map(Object.entries(values).map(([marker, text]) => {
    const raw = Buffer.from(text, 'utf8');
    return [marker, { raw, packed: storedBlock(raw) } satisfies Piece];
  }));
  const stamp = dosDateTime(date);
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  let centralLength = 0;

  for (const entry of entries) {
    let crc = 0;
    let size = 0;
    let compressed = 0;
    const data: Buffer[] = [];
    if (Array.isArray(entry.parts)) {
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
      const whole = entry.parts;
      crc = whole.crc;
      size = whole.raw.length;
      compressed = whole.packed.length;
      data.push(whole.packed);
    }

    const nameLength = prefix.length + entry.path.length;
    // The fields from "version needed" to "extra field length" are the same in both headers.
    const local = Buffer.alloc(LOCAL_HEADER + nameLength);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed to extract, as JSZip writes it
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(8, 8); // DEFLATE
    local.writeUInt16LE(stamp.time, 10);
    local.writeUInt16LE(stamp.date, 12);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(compressed, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameLength, 26);
    local.writeUInt16LE(0, 28); // extra field length
    prefix.copy(local, LOCAL_HEADER);
    entry.path.copy(local, LOCAL_HEADER + prefix.length);

    const record = Buffer.alloc(CENTRAL_HEADER + nameLength);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(0x031e, 4); // made by: UNIX, zip 3.0
    local.copy(record, 6, 4, LOCAL_HEADER);
    // comment length, disk number and internal attributes stay 0
    record.writeUInt32LE(FILE_ATTRIBUTES, 38);
    record.writeUInt32LE(offset, 42);
    local.copy(record, CENTRAL_HEADER, LOCAL_HEADER);

    chunks.push(local, ...data);
    central.push(record);
    offset += local.length + compressed;
    centralLength += record.length;
  }

  const end = Buffer.alloc(END_OF_CENTRAL_DIRECTORY);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...central, end], offset + centralLength + END_OF_CENTRAL_DIRECTORY);
}
