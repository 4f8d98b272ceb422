export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe; the outbox transport stores nothing beyond the row. */
  headers?: Record<string, string>;
}

/** Delivers one message or throws. 'outbox' (the embedded default) keeps mail in the outbox table only. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

const SMTP_TIMEOUT_MS = 10_000;

export async function createMailTransport(options: { smtpUrl?: string }): Promise<MailTransport> {
  if (!options.smtpUrl) return { kind: 'outbox', send: async () => {} };
  // Loaded only when configured: the SDK's modules would otherwise sit in every server's heap
  // (docs/performance.md#memory).
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(mail);
    },
  };
}
