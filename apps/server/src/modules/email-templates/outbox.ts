import fs from 'node:fs/promises';
import path from 'node:path';
import type { SentEmail } from '@backoffice/contract/email-templates';
import { redactedOutboxDir } from '../../core/mail/mailer.js';

/**
 * The newest messages of the outbox folder (the mailer writes one JSON file each, named by
 * time, so the names sort by age), from their redacted copies only: a delivered message holds
 * a live password link (`core/mail/mailer.ts`). A file that cannot be read or parsed is skipped.
 */
export async function readOutbox(outboxDir: string, limit: number): Promise<SentEmail[]> {
  const dir = redactedOutboxDir(outboxDir);
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .reverse()
    .slice(0, limit);
  const messages = await Promise.all(
    newest.map(async (name): Promise<SentEmail | null> => {
      try {
        const raw = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as Record<
          string,
          unknown
        >;
        const text = (key: string) => (typeof raw[key] === 'string' ? raw[key] : '');
        return {
          id: name.replace(/\.json$/, ''),
          to: text('to'),
          subject: text('subject'),
          createdAt: text('createdAt'),
          html: text('html'),
          text: text('text'),
        };
      } catch {
        return null;
      }
    }),
  );
  return messages.filter((m): m is SentEmail => m !== null);
}
