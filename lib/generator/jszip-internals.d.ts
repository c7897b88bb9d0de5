// The two JSZip modules lib/generator/index.ts uses to add entries that are already compressed.
declare module 'jszip/lib/compressedObject' {
  export default class CompressedObject {
    constructor(compressedSize: number, uncompressedSize: number, crc32: number, compression: unknown, data: Uint8Array);
  }
}
declare module 'jszip/lib/compressions' {
  const compressions: { STORE: unknown; DEFLATE: unknown };
  export default compressions;
}
