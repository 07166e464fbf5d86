import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * What in the message only its recipient may read: a password link's token. The message is
   * delivered whole; every copy kept for the product's screens has each of these replaced by
   * `REDACTED` (docs/architecture.md, "Threat model").
   */
  secrets?: readonly string[];
}

/** A message as the product may show it: no secret of `MailMessage.secrets` in it. */
export type RedactedMessage = Omit<MailMessage, 'secrets'>;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  kind: 'smtp' | 'outbox';
}

/** What stands where a secret was: `https://admin.example.com/reset-password/••••`. */
export const REDACTED = '••••';

/** The message with every secret, as written and as URL-encoded in a link, replaced. */
export function redactMessage(message: MailMessage): RedactedMessage {
  const forms = [
    ...new Set((message.secrets ?? []).flatMap((secret) => [secret, encodeURIComponent(secret)])),
  ]
    .filter((form) => form.length > 0)
    .sort((a, b) => b.length - a.length); // a longer form first: it may contain a shorter one
  const redact = (text: string) =>
    forms.reduce((result, form) => result.split(form).join(REDACTED), text);
  return {
    to: message.to,
    subject: redact(message.subject),
    text: redact(message.text),
    html: redact(message.html),
  };
}

/** The folder of the outbox's redacted copies, which the "Sent emails" screen reads. */
export function redactedOutboxDir(outboxDir: string): string {
  return path.join(outboxDir, 'redacted');
}

async function writeJson(dir: string, name: string, content: object): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const tmp = path.join(dir, `.${name}.tmp`);
  // only the server's own account reads a delivered message: it holds a live link
  await fs.writeFile(tmp, JSON.stringify(content, null, 2), { mode: 0o600 });
  await fs.rename(tmp, path.join(dir, name)); // readers never see half a file
}

/**
 * Writes each message as a JSON file in the outbox folder: the local default without SMTP.
 * That file is the delivery (what a recipient, or a test, reads the link from); the product's
 * "Sent emails" screen reads only the redacted copy written beside it, in `redacted/`.
 */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const createdAt = new Date().toISOString();
      const name = `${createdAt.replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.json`;
      const { secrets: _secrets, ...delivered } = message;
      await writeJson(outboxDir, name, { from, createdAt, ...delivered });
      await writeJson(redactedOutboxDir(outboxDir), name, {
        from,
        createdAt,
        ...redactMessage(message),
      });
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
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
