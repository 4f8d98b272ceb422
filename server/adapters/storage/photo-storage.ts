/**
 * Where photos live. Keys are always built by the server (owner id + random id),
 * never taken from a client. Local folder by default; S3-compatible when configured.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** One stored object as a listing sees it. */
export interface StoredEntry {
  /** A photo key, or (local storage only) the key of a temp file a crash left mid-write. */
  key: string;
  modifiedAt: Date;
}

export interface PhotoStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  /** Idempotent: a missing key is not an error. Accepts the temp keys list() yields. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (e.g. 'scans/'), in no set order; for the orphan sweep. */
  list(prefix: string): AsyncIterable<StoredEntry>;
}
