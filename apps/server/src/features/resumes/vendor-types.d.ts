/**
 * The little of yauzl 3 and word-extractor (no bundled types) that the resume checks and extraction use
 * (and the account export's test, reading its archive).
 */
declare module "yauzl" {
  export interface Entry {
    /** A Buffer when the archive is opened with `decodeStrings: false`. */
    fileName: string | Buffer;
    compressedSize: number;
    uncompressedSize: number;
    generalPurposeBitFlag: number;
    isEncrypted(): boolean;
    isCompressed(): boolean;
  }

  export interface ZipFile {
    entryCount: number;
    isOpen: boolean;
    eachEntry(): AsyncIterableIterator<Entry>;
    openReadStreamPromise(entry: Entry): Promise<import("node:stream").Readable>;
    close(): void;
  }

  export interface Options {
    autoClose?: boolean;
    lazyEntries?: boolean;
    decodeStrings?: boolean;
    validateEntrySizes?: boolean;
    strictFileNames?: boolean;
  }

  export function fromBufferPromise(buffer: Buffer, options?: Options): Promise<ZipFile>;
}

declare module "word-extractor" {
  interface WordDocument {
    getBody(): string;
    getHeaders(options?: { includeFooters?: boolean }): string;
    getFootnotes(): string;
    getEndnotes(): string;
    getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }

  export default class WordExtractor {
    extract(input: string | Buffer): Promise<WordDocument>;
  }
}
