import type { TAnalysisPool } from './adapters/analysis/analysis-pool.ts';
import type { MailTransport } from './adapters/mail/mail-transport.ts';
import type { PaymentProvider } from './adapters/payments/payment-provider.ts';
import type { PhotoStorage } from './adapters/storage/photo-storage.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ShutdownDrain } from './lib/shutdown-drain.ts';
import type { LoginThrottle } from './services/auth/login-throttle.ts';
import type { ChatModel } from './services/chat/chat-model.ts';

/** Everything a route needs beyond the request, built once by buildApp. */
export interface AppDeps {
  config: Config;
  db: Db;
  loginThrottle: LoginThrottle;
  storage: PhotoStorage;
  analysisPool: TAnalysisPool;
  mailTransport: MailTransport;
  payments: PaymentProvider;
  /** The time billing reads (tests replace it to move past a period end). */
  clock: () => Date;
  /** The OpenAI-compatible chat model, or null when the built-in guide answers alone. */
  chatModel: ChatModel | null;
  /** New scans and uploads run through it; SIGTERM waits for them and then refuses more (server/index.ts). */
  drain: ShutdownDrain;
}
