import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxMailer, redactMessage, redactedOutboxDir } from './mailer.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const token = 'a+b/c_TOKEN-123';
const link = `https://admin.example.com/reset-password/${encodeURIComponent(token)}`;
const message = {
  to: 'ann@example.com',
  subject: 'Reset',
  html: `<p><a href="${link}">${link}</a></p>`,
  text: `Set password: ${link}\n`,
  secrets: [token],
};

describe('mailer', () => {
  it('a redacted message shows every secret, plain or URL-encoded, as ••••', () => {
    const redacted = redactMessage(message);
    expect(redacted).toEqual({
      to: 'ann@example.com',
      subject: 'Reset',
      html: '<p><a href="https://admin.example.com/reset-password/••••">https://admin.example.com/reset-password/••••</a></p>',
      text: 'Set password: https://admin.example.com/reset-password/••••\n',
    });
    expect(redactMessage({ ...message, secrets: undefined }).html).toBe(message.html);
  });

  it('the outbox delivers the message whole, readable by its owner only, and keeps a redacted copy for screens', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mailer-'));
    dirs.push(dir);
    await createOutboxMailer(dir, 'no-reply@example.com').send(message);
    const [name] = fs.readdirSync(dir).filter((file) => file.endsWith('.json'));
    expect(name).toBeDefined();
    const delivered = JSON.parse(fs.readFileSync(path.join(dir, name as string), 'utf8'));
    expect(delivered).toMatchObject({ to: 'ann@example.com', text: message.text });
    expect(delivered).not.toHaveProperty('secrets');
    expect(fs.statSync(path.join(dir, name as string)).mode & 0o077).toBe(0);
    const copy = fs.readFileSync(path.join(redactedOutboxDir(dir), name as string), 'utf8');
    expect(copy).not.toContain(encodeURIComponent(token));
    expect(copy).not.toContain(token);
    expect(JSON.parse(copy).text).toBe(
      'Set password: https://admin.example.com/reset-password/••••\n',
    );
  });
});
