import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_DEFAULTS } from '@backoffice/contract';
import type { Mailer } from '../src/core/mail/mailer.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';
import { bearer, createUser, linkToken, readOutbox, signIn } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ env: { OUTBOX_DIR: outbox } });
  admin = bearer((await signIn(ctx.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).accessToken);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers = admin,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const codes = (res: { json(): { errors: { code: string; context?: string }[] } }) =>
  res.json().errors.map((e) => `${e.code}@${e.context ?? ''}`);

async function template(type: string) {
  const list = (await call('GET', '/api/admin/email/template')).json();
  const found = list.items.find((t: { type: string }) => t.type === type);
  expect(found).toBeDefined();
  return found as {
    id: number;
    version: number;
    name: { pl: string; en: string };
    subject: { pl: string; en: string };
    body: { pl: string; en: string };
    defaultBody: { pl: string; en: string };
  };
}

describe('Email templates', () => {
  it('seeds both templates in pl and en and serves the placeholders of each type', async () => {
    const reset = await template('reset-password');
    expect(reset.subject).toEqual({ pl: 'Ustaw nowe hasło', en: 'Set a new password' });
    expect(reset.body.pl).toContain('{{reset_link}}');
    expect(reset.defaultBody).toEqual(reset.body);
    await template('new-account');
    const config = (await call('GET', '/api/admin/email/template/config')).json();
    expect(config).toContainEqual({
      type: 'reset-password',
      variables: expect.arrayContaining([{ name: 'reset_link', required: true }]),
    });
    expect((await call('GET', '/api/admin/email/template/999999')).statusCode).toBe(404);
  });

  it('refuses a body without a required placeholder, naming it on the field; 409 when stale', async () => {
    const reset = await template('reset-password');
    const res = await call('PUT', `/api/admin/email/template/${reset.id}`, admin, {
      name: reset.name,
      subject: reset.subject,
      body: { pl: '<p>Bez linku</p>', en: reset.body.en },
      version: reset.version,
    });
    expect(res.statusCode).toBe(400);
    expect(codes(res)).toEqual(['EMAIL_TEMPLATE:REQUIRED_PLACEHOLDER_MISSING@body.pl']);
    expect(res.json().errors[0].message).toContain('{{reset_link}}');
    // a placeholder the type does not know would go out as typed: refused where it is, named
    const typo = await call('PUT', `/api/admin/email/template/${reset.id}`, admin, {
      name: reset.name,
      subject: { pl: reset.subject.pl, en: 'Hi {{frist_name}}' },
      body: { pl: reset.body.pl, en: `${reset.body.en}<p>{{bad}} {{first_name}}</p>` },
      version: reset.version,
    });
    expect(typo.statusCode).toBe(400);
    expect(codes(typo)).toEqual([
      'EMAIL_TEMPLATE:UNKNOWN_PLACEHOLDER@subject.en',
      'EMAIL_TEMPLATE:UNKNOWN_PLACEHOLDER@body.en',
    ]);
    expect(typo.json().errors[0].message).toContain('{{frist_name}}');
    expect(typo.json().errors[1].message).toContain('{{bad}}');
    expect(typo.json().errors[1].message).not.toContain('first_name');
    const stale = await call('PUT', `/api/admin/email/template/${reset.id}`, admin, {
      name: reset.name,
      subject: { pl: 'Inny temat', en: reset.subject.en },
      body: reset.body,
      version: reset.version + 5,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('password reset and new-account emails use the edited templates, escaping the values', async () => {
    const reset = await template('reset-password');
    const edited = await call('PUT', `/api/admin/email/template/${reset.id}`, admin, {
      name: reset.name,
      subject: { pl: 'Nowe hasło — {{first_name}}', en: 'Your new password, {{first_name}}' },
      body: {
        pl: reset.body.pl,
        en: '<p>Hi {{first_name}}, reset here: <a href="{{reset_link}}">reset</a></p>',
      },
      version: reset.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().body.en).toContain('href="{{reset_link}}"');

    const user = await createUser(ctx.database.db);
    const { users } = await import('../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await ctx.database.db
      .update(users)
      .set({ firstName: '<script>alert(1)</script>' })
      .where(eq(users.id, user.id));
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      headers: { host: 'localhost:80', 'accept-language': 'en' },
      payload: {
        email: user.email,
        activationUrlPattern: 'http://localhost:80/reset-password/:resetPasswordToken',
      },
    });
    expect(requested.statusCode).toBe(200);
    const message = await readOutbox(outbox, user.email);
    expect(message.subject).toBe('Your new password, <script>alert(1)</script>');
    expect(message.html).toContain('Hi &#60;script&#62;alert(1)&#60;/script&#62;, reset here');
    expect(message.html).not.toContain('<script>');
    expect(linkToken(message.text)).toMatch(/.+/);

    const account = await template('new-account');
    await call('PUT', `/api/admin/email/template/${account.id}`, admin, {
      name: account.name,
      subject: { pl: 'Konto czeka', en: 'Your account is waiting' },
      body: {
        pl: '<p>Witaj {{first_name}}: <a href="{{set_password_link}}">ustaw hasło</a></p>',
        en: account.body.en,
      },
      version: account.version,
    });
    const email = `nowy-${Date.now()}@example.com`;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/user',
      headers: { ...admin, 'accept-language': 'pl' },
      payload: {
        data: { ...USER_DEFAULTS, email, firstName: 'Ewa', lastName: 'Nowa' },
        resetPasswordUrlPattern: 'http://localhost:80/reset-password/:resetPasswordToken',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const welcome = await readOutbox(outbox, email);
    expect(welcome.subject).toBe('Konto czeka');
    expect(welcome.html).toContain('Witaj Ewa');
    expect(welcome.text).toContain('http://localhost:80/reset-password/');
  });

  it('sends a test message to the outbox and lists it among the sent emails', async () => {
    const sent = await call('POST', '/api/admin/email/template/test-message', admin, {
      type: 'reset-password',
      email: 'tester@example.com',
      subject: 'Test: {{first_name}}',
      body: '<p>Link: <a href="{{reset_link}}">tutaj</a></p>',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = await readOutbox(outbox, 'tester@example.com');
    expect(message.subject).toBe('Test: Anna');
    expect(message.html).toContain('href="https://example.com/set-password/TEST-TOKEN"');

    const missing = await call('POST', '/api/admin/email/template/test-message', admin, {
      type: 'reset-password',
      email: 'tester@example.com',
      subject: 'Test',
      body: '<p>No link</p>',
    });
    expect(codes(missing)).toEqual(['EMAIL_TEMPLATE:REQUIRED_PLACEHOLDER_MISSING@body']);
    const unknown = await call('POST', '/api/admin/email/template/test-message', admin, {
      type: 'reset-password',
      email: 'tester@example.com',
      subject: 'Test {{bad}}',
      body: '<p><a href="{{reset_link}}">tutaj</a></p>',
    });
    expect(codes(unknown)).toEqual(['EMAIL_TEMPLATE:UNKNOWN_PLACEHOLDER@subject']);

    const outboxList = (await call('GET', '/api/admin/email/outbox')).json();
    expect(outboxList.transport).toBe('outbox');
    expect(outboxList.items.map((m: { to: string }) => m.to)).toContain('tester@example.com');
  });

  it('answers CANT_SEND_MESSAGE when the mail server refuses', async () => {
    const failing: Mailer = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('535 authentication failed for secret@host')),
    };
    const other = await createTestApp({
      beforeReady: (app) => void Object.assign(app.deps, { mailer: failing }),
    });
    try {
      const token = bearer(
        (await signIn(other.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).accessToken,
      );
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/admin/email/template/test-message',
        headers: token,
        payload: {
          type: 'new-account',
          email: 'tester@example.com',
          subject: 'Test',
          body: '<p>{{set_password_link}}</p>',
        },
      });
      expect(res.statusCode).toBe(502);
      expect(codes(res)).toEqual(['EMAIL_TEMPLATE:CANT_SEND_MESSAGE@']);
      expect(res.body).not.toContain('secret@host');
    } finally {
      await other.close();
    }
  });

  it('checks permissions on every route', async () => {
    const limited = await createUser(ctx.database.db, {
      permissions: ['admin:email-template:list'],
    });
    const headers = bearer((await signIn(ctx.app, limited.email, limited.password)).accessToken);
    expect((await call('GET', '/api/admin/email/template', headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/email/template/config', headers)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/admin/email/template/test-message', headers, {
          type: 'reset-password',
          email: 'a@example.com',
          subject: 's',
          body: '{{reset_link}}',
        })
      ).statusCode,
    ).toBe(403);
  });
});
