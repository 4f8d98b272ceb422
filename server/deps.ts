import type { MailTransport } from './adapters/mail/mail-transport.ts';
import type { PhotoStorage } from './adapters/storage/photo-storage.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { TAnalysisPool } from './jobs/analysis-pool.ts';
import type { LoginThrottle } from './services/auth/login-throttle.ts';

/** Everything a route needs beyond the request, built once by buildApp. */
export interface AppDeps {
  config: Config;
  db: Db;
  loginThrottle: LoginThrottle;
  storage: PhotoStorage;
  analysisPool: TAnalysisPool;
  mailTransport: MailTransport;
}
