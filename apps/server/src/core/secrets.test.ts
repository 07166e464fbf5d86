import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secrets.js';

describe('createSecretBox (AES-256-GCM)', () => {
  const key = crypto.randomBytes(32);

  it('round-trips, with a fresh IV each time', () => {
    const box = createSecretBox(key);
    const a = box.encrypt('paypal-secret-1234');
    const b = box.encrypt('paypal-secret-1234');
    expect(a).toMatch(/^v1:/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('paypal');
    expect(box.decrypt(a)).toBe('paypal-secret-1234');
  });

  it('refuses a tampered value and another key', () => {
    const box = createSecretBox(key);
    const stored = box.encrypt('paypal-secret-1234');
    const raw = Buffer.from(stored.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => box.decrypt(`v1:${raw.toString('base64')}`)).toThrow();
    expect(() => createSecretBox(crypto.randomBytes(32)).decrypt(stored)).toThrow();
    expect(() => box.decrypt('plain text')).toThrow();
  });
});
