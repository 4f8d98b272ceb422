import S3rver from 's3rver';

/** s3rver's built-in account: it checks request signatures against these. */
const ACCESS_KEY = 'S3RVER';

export interface S3Server {
  /** The S3_* settings both instances get. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver, objects on disk under `directory`), standing in for
 * the bucket that every instance of a real deployment shares.
 */
export async function startS3Server(directory: string, bucket: string): Promise<S3Server> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    resetOnClose: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    stop: () => server.close(),
  };
}
