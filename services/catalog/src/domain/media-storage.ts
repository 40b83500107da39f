import type { Readable } from 'node:stream';

/** A stored file's bytes on their way out, a range of them when one was asked (status 206). */
export interface StoredStream {
  status: number;
  headers: Record<string, string>;
  body: Readable;
}

/** Where uploaded files live: $DATA_DIR/media, or an S3-compatible bucket. */
export interface MediaStorage {
  /** Stores content under name; a file given by path is moved, not copied, when it can be. */
  save(name: string, content: Buffer | { path: string }): Promise<void>;
  read(name: string): Promise<Buffer | undefined>;
  remove(name: string): Promise<void>;
  /** The file on this machine's disk, for serving with ranges; undefined when it lives elsewhere. */
  localPath(name: string): string | undefined;
  /** For storage elsewhere: the file streamed, with the visitor's Range passed on (video seeking). */
  stream?(name: string, range?: string): Promise<StoredStream | undefined>;
}
