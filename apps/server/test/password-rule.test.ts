import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../src/db/schema/index.js';
import { randomToken, sha256 } from '../src/core/auth/passwords.js';
import { useTestApp } from './helpers/test-app.js';
import { createUser, passwordGrant } from './helpers/auth.js';

const ctx = useTestApp({ admin: false });

/** A set-password link's token for a new user, as the mailed link would carry it. */
async function linkFor(userId: number): Promise<string> {
  const token = randomToken();
  await ctx.db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 3600_000) });
  return token;
}

const submit = (token: string, password: string, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/user/reset-password',
    headers: { 'accept-language': language },
    payload: { token, newPassword: password, repeatPassword: password },
  });

describe('the password rule: 8 characters, a capital, a digit, and not a common password', () => {
  it('refuses a common password whatever its capitals, on the field, and keeps the link usable', async () => {
    const user = await createUser(ctx.db);
    const token = await linkFor(user.id);
    // each meets the length, capital and digit rule, and each is a well-known password
    for (const common of ['Password1', 'PASSWORD1', 'Qwerty123', 'Welcome123']) {
      const res = await submit(token, common);
      expect(res.statusCode, common).toBe(400);
      expect(res.json().errors, common).toEqual([
        {
          code: 'AUTH:PASSWORD_TOO_COMMON',
          message: expect.stringContaining('most commonly used'),
          context: 'newPassword',
        },
      ]);
      expect((await passwordGrant(ctx.app, user.email, common)).statusCode, common).toBe(400);
    }

    const strong = 'Quiet-Harbour-42';
    expect((await submit(token, strong)).statusCode).toBe(200);
    expect((await passwordGrant(ctx.app, user.email, strong)).statusCode).toBe(200);
  });

  it('still answers the shape rule first for a password that breaks it', async () => {
    const user = await createUser(ctx.db);
    const token = await linkFor(user.id);
    const res = await submit(token, 'password1');
    expect(res.json().errors[0]).toMatchObject({
      code: 'AUTH:PASSWORD_CONSTRAINTS_MISMATCH',
      context: 'newPassword',
    });
  });
});
