import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { devEmails } from '../db/schema/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The one way the product sends e-mail: SMTP when configured, otherwise the development outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-outbox' | 'recording';
  send(msg: MailMessage): Promise<void>;
}

export function createMailer(deps: { config: Config; db: Db; logger: Logger }): Mailer {
  const { config, db, logger } = deps;
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      kind: 'smtp',
      async send(msg) {
        await transport.sendMail({ from: config.MAIL_FROM, ...msg });
        // Never the body: it can hold a one-time code.
        logger.info({ to: msg.to, subject: msg.subject }, 'mail sent');
      },
    };
  }
  const production = config.NODE_ENV === 'production';
  return {
    kind: 'dev-outbox',
    async send(msg) {
      await db.insert(devEmails).values(msg);
      // Outside production the text (with any code) is logged so a local tryout can go on without SMTP.
      if (production) logger.warn({ to: msg.to, subject: msg.subject }, 'no SMTP_URL: mail kept in outbox');
      else logger.info({ to: msg.to, subject: msg.subject, text: msg.text }, 'mail stored in dev outbox');
    },
  };
}

/** Test stand-in: keeps every message in memory. */
export function createRecordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    kind: 'recording',
    sent,
    async send(msg) {
      sent.push(msg);
    },
  };
}
