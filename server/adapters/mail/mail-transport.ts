import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Delivers one message or throws. 'log' keeps mail in the outbox table and the log (the embedded default). */
export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
}

const SMTP_TIMEOUT_MS = 10_000;

export function createMailTransport(options: {
  smtpUrl?: string;
  log: (mail: OutgoingMail) => void;
}): MailTransport {
  if (!options.smtpUrl) {
    return {
      kind: 'log',
      async send(mail) {
        options.log(mail);
      },
    };
  }
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
