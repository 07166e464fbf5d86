import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  kind: 'smtp' | 'outbox';
}

/** Writes each message as a JSON file in the outbox folder: the local default without SMTP. */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await fs.mkdir(outboxDir, { recursive: true });
      const createdAt = new Date().toISOString();
      const name = `${createdAt.replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.json`;
      const tmp = path.join(outboxDir, `.${name}.tmp`);
      await fs.writeFile(tmp, JSON.stringify({ from, createdAt, ...message }, null, 2));
      await fs.rename(tmp, path.join(outboxDir, name)); // readers never see half a file
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

export function createMailer(config: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  return config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.from)
    : createOutboxMailer(config.outboxDir, config.from);
}
