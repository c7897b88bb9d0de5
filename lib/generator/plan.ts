// A selection's zip plan as bytes: what a kept project needs besides its names to be written again,
// byte for byte, by any later generator. Projects of one selection differ only in the four name values
// (index.ts composes a selection once with markers in their place), so the history keeps one plan per
// selection, shared by every project made from it, and each project's names in its row: a kept zip
// costs its row, not 300 KiB more (lib/history/zip-writer.ts).
//
// Layout (integers big-endian): "GSPLAN1\n", u32 the entries' timestamp in seconds since 1970, u32 the
// number of entries; per entry: u16 path length, the path, u8 0 (one whole piece: u32 length, its
// DEFLATE data with a final block) or 1 (pieces: u32 count, then per part u8 0 with u32 length and
// sync-flushed DEFLATE data, or u8 1 with u8 length and the name the marker stands for).
// The texts are not stored: inflating the data gives them back (and their CRCs) when a plan is read.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { NameValues } from './compose';
import { packedFrom, type Packed, type ZipEntryPlan } from './zip';

const MAGIC = Buffer.from('GSPLAN1\n', 'latin1');
/** What the key of a plan kept for a model hashes first. */
const MODEL_KEYED = Buffer.from('GSPLAN1 resources\n', 'latin1');

/** A plan read back: the entries, markers standing for the names of NameValues, and their timestamp. */
export interface ZipPlan {
  entries: ZipEntryPlan[];
  date: Date;
}

/** A plan's bytes and the key it is stored under: `plans/` and the SHA-256 of the bytes. */
export interface StoredPlanBytes {
  key: string;
  bytes: Buffer;
}

const PLAN_KEY = /^plans\/[0-9a-f]{64}$/;

/** Whether a file key names a stored plan (shared by projects) rather than one project's own zip. */
export const isPlanKey = (key: string) => PLAN_KEY.test(key);

/**
 * The bytes of `entries`, whose markers are the keys of `markerNames` (each the name of a NameValues
 * field), stamped `date`. The key is the SHA-256 of the bytes, and of `model` (the canonical resource
 * model's key, lib/resources/model.ts modelKey) when there is one: a project keeps its model in its row,
 * and a plan shared only by projects of one model can never be read back for another, even while two
 * models happen to generate the same bytes. Without a model the key is the bytes' alone, as plans kept
 * before models were.
 */
export function serializePlan(
  entries: readonly ZipEntryPlan[],
  markerNames: Readonly<Record<string, keyof NameValues>>,
  date: Date,
  model = '',
): StoredPlanBytes {
  const chunks: Buffer[] = [MAGIC, u32(Math.floor(date.getTime() / 1000)), u32(entries.length)];
  for (const entry of entries) {
    chunks.push(u16(entry.path.length), entry.path);
    if (!Array.isArray(entry.parts)) {
      chunks.push(Buffer.from([0]), u32(entry.parts.packed.length), entry.parts.packed);
      continue;
    }
    chunks.push(Buffer.from([1]), u32(entry.parts.length));
    for (const part of entry.parts) {
      if (typeof part === 'string') {
        const name = Buffer.from(markerNames[part], 'latin1');
        chunks.push(Buffer.from([1, name.length]), name);
      } else {
        chunks.push(Buffer.from([0]), u32(part.packed.length), part.packed);
      }
    }
  }
  const bytes = Buffer.concat(chunks);
  const hash = createHash('sha256');
  // With a model the hashed text starts otherwise than any plan (MAGIC) and sizes the bytes: no plan
  // without a model, and no other bytes and model, hash the same text.
  if (model !== '') hash.update(MODEL_KEYED).update(u32(bytes.length));
  hash.update(bytes);
  if (model !== '') hash.update(model, 'utf8');
  return { key: `plans/${hash.digest('hex')}`, bytes };
}

/** Reads a plan's bytes; throws on bytes that are not one (a damaged or foreign file). */
export function parsePlan(bytes: Uint8Array): ZipPlan {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const take = (n: number) => {
    if (at + n > buf.length) throw new Error('zip plan: truncated');
    const slice = buf.subarray(at, at + n);
    at += n;
    return slice;
  };
  const readU8 = () => take(1)[0];
  const readU16 = () => take(2).readUInt16BE(0);
  const readU32 = () => take(4).readUInt32BE(0);
  if (!take(MAGIC.length).equals(MAGIC)) throw new Error('zip plan: not a plan');
  const date = new Date(readU32() * 1000);
  const count = readU32();
  const entries: ZipEntryPlan[] = [];
  for (let i = 0; i < count; i++) {
    const path = Buffer.from(take(readU16()));
    if (readU8() === 0) {
      const packed = Buffer.from(take(readU32()));
      entries.push({ path, parts: packedFrom(packed, zlib.inflateRawSync(packed)) });
      continue;
    }
    const parts: (Packed | string)[] = [];
    for (let n = readU32(); n > 0; n--) {
      if (readU8() === 1) {
        parts.push(take(readU8()).toString('latin1'));
      } else {
        const packed = Buffer.from(take(readU32()));
        parts.push(packedFrom(packed, zlib.inflateRawSync(packed, { finishFlush: zlib.constants.Z_SYNC_FLUSH })));
      }
    }
    entries.push({ path, parts });
  }
  if (at !== buf.length) throw new Error('zip plan: trailing bytes');
  return { entries, date };
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}
