/**
 * Where photos live. Keys are always built by the server (owner id + random id),
 * never taken from a client. Local folder by default; S3-compatible when configured.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface PhotoStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
}
