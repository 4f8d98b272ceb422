import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '#server/config.ts';
import type { PhotoStorage, StoredEntry, StoredObject } from './photo-storage.ts';
import { checkListPrefix, contentTypeForKey } from './storage-keys.ts';

type S3Settings = Extract<Config['storage'], { driver: 's3' }>;

/** Bounded waits: a slow bucket fails the upload with a 500 instead of holding the request open. */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Photos in an S3-compatible bucket (AWS, MinIO, R2, ...), so several app
 * servers behind a load balancer share them. A custom endpoint implies
 * path-style addressing, which every S3-compatible server accepts. Without
 * explicit keys the SDK's usual credential chain applies (instance role etc.).
 */
export function createS3Storage(settings: S3Settings): PhotoStorage {
  const client = new S3Client({
    region: settings.region ?? 'us-east-1',
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    maxAttempts: 3,
    // Several S3-compatible servers reject the SDK's newer default checksums; send them only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  return {
    async put(key, body, contentType) {
      if (contentTypeForKey(key) !== contentType) throw new Error(`key ${key} does not match ${contentType}`);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async get(key): Promise<StoredObject | undefined> {
      const contentType = contentTypeForKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return undefined;
        return { body: Buffer.from(await object.Body.transformToByteArray()), contentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      contentTypeForKey(key);
      // S3 deletes are idempotent: a missing key is not an error.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list(prefix): AsyncGenerator<StoredEntry> {
      checkListPrefix(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
