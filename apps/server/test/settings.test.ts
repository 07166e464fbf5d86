import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { paypalConfig } from '../src/modules/settings/schema.js';
import { createTestApp, useTestApp } from './helpers/test-app.js';
import { bearer, createUser, passwordGrant, signIn } from './helpers/auth.js';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/test-config.js';

const ctx = useTestApp();

const call = (
  method: 'GET' | 'PUT',
  url: string,
  headers: Record<string, string> = ctx.admin,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function lastAudit(action: string) {
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(auditLog.id);
  return rows.at(-1);
}

const icons = {
  linkedin: { isEnabled: true, url: 'https://www.linkedin.com/company/demo', position: 2 },
  facebook: { isEnabled: false, url: '', position: 1 },
  twitter: { isEnabled: false, url: '', position: 3 },
  instagram: { isEnabled: true, url: 'https://www.instagram.com/demo', position: 4 },
  youtube: { isEnabled: false, url: '', position: 5 },
};

describe('GET/PUT /api/admin/config', () => {
  it('reads and saves each part, audited, and answers 409 to a stale save', async () => {
    const loaded = await call('GET', '/api/admin/config');
    expect(loaded.statusCode, loaded.body).toBe(200);
    const config = loaded.json();
    expect(config.socialMediaIcons.map((icon: { name: string }) => icon.name)).toEqual([
      'linkedin',
      'facebook',
      'twitter',
      'instagram',
      'youtube',
    ]);

    const saved = await call('PUT', '/api/admin/config', ctx.admin, {
      data: {
        contactForm: {
          sendFrom: 'formularz@example.com',
          sendTo: 'kontakt@example.com',
          sendFromName: 'Formularz',
        },
        socialMediaIcons: icons,
        googleAnalyticsId: 'G-ABC123',
        googleMapsId: 'maps-key_1',
      },
      version: config.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json();
    expect(after.version).toBe(config.version + 1);
    expect(after.contactForm.sendTo).toBe('kontakt@example.com');
    expect(after.googleAnalyticsId).toBe('G-ABC123');
    expect(after.socialMediaIcons[0]).toEqual({
      id: 1,
      name: 'linkedin',
      icon: 'linkedin',
      ...icons.linkedin,
    });
    // a part left out stays as it was
    expect(after.maintenanceModeTitle).toEqual(config.maintenanceModeTitle);
    const entry = await lastAudit('config.update');
    expect(entry?.entityType).toBe('config');
    expect((entry?.after as { contactForm: { sendTo: string } }).contactForm.sendTo).toBe(
      'kontakt@example.com',
    );

    const stale = await call('PUT', '/api/admin/config', ctx.admin, {
      data: { googleMapsId: 'another' },
      version: config.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('CONFIG:STALE_WRITE');
  });

  it('validates e-mails, urls and positions', async () => {
    const { version } = (await call('GET', '/api/admin/config')).json();
    const bad = await call('PUT', '/api/admin/config', ctx.admin, {
      data: { contactForm: { sendFrom: 'not-an-email', sendTo: 'a@b.pl', sendFromName: 'X' } },
      version,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual(
      expect.objectContaining({
        code: expect.stringContaining('EMAIL_INVALID_FORMAT'),
        context: 'data.contactForm.sendFrom',
      }),
    );
    const badUrl = await call('PUT', '/api/admin/config', ctx.admin, {
      data: {
        socialMediaIcons: {
          ...icons,
          facebook: { isEnabled: true, url: 'javascript:alert(1)', position: 0 },
        },
      },
      version,
    });
    expect(badUrl.statusCode).toBe(400);
    const contexts = badUrl.json().errors.map((e: { context: string }) => e.context);
    expect(contexts).toContain('data.socialMediaIcons.facebook.url');
    expect(contexts).toContain('data.socialMediaIcons.facebook.position');
  });

  it('needs admin:config:get to read and admin:config:edit to save', async () => {
    const reader = await createUser(ctx.db, { permissions: ['admin:config:get'] });
    const readerHeaders = bearer(
      (await signIn(ctx.app, reader.email, reader.password)).accessToken,
    );
    const nobody = await createUser(ctx.db);
    const nobodyHeaders = bearer(
      (await signIn(ctx.app, nobody.email, nobody.password)).accessToken,
    );
    expect((await call('GET', '/api/admin/config', nobodyHeaders)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/config/paypal', nobodyHeaders)).statusCode).toBe(403);
    const read = await call('GET', '/api/admin/config', readerHeaders);
    expect(read.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/config/paypal', readerHeaders)).statusCode).toBe(200);
    const write = await call('PUT', '/api/admin/config', readerHeaders, {
      data: { googleMapsId: 'x' },
      version: read.json().version,
    });
    expect(write.statusCode).toBe(403);
  });

  it('maintenance switched on here gives non-admins the 503 with the saved title and message', async () => {
    const investor = await createUser(ctx.db, { isAdmin: false });
    const investorTokens = (
      await passwordGrant(ctx.app, investor.email, investor.password, { forAdmin: false })
    ).json();
    const { version } = (await call('GET', '/api/admin/config')).json();
    const on = await call('PUT', '/api/admin/config', ctx.admin, {
      data: {
        maintenanceMode: true,
        maintenanceModeTitle: { pl: 'Prace serwisowe', en: 'Scheduled works' },
        maintenanceModeMessage: { pl: 'Wracamy o 18:00.', en: 'Back at 6 pm.' },
        systemMaintenanceModeTitle: { pl: 'Aktualizacja', en: 'Upgrade' },
        systemMaintenanceModeMessage: { pl: 'Chwilka.', en: 'One moment.' },
      },
      version,
    });
    expect(on.statusCode, on.body).toBe(200);
    try {
      for (const [language, title, message] of [
        ['pl', 'Prace serwisowe', 'Wracamy o 18:00.'],
        ['en', 'Scheduled works', 'Back at 6 pm.'],
      ] as const) {
        const blocked = await call('GET', '/api/user/me', {
          ...bearer(investorTokens.accessToken),
          'accept-language': language,
        });
        expect(blocked.statusCode).toBe(503);
        expect(blocked.json().maintenance).toEqual({ title, message });
        // signing in as a non-admin is told the same, not "not an admin"
        const signInTry = await ctx.app.inject({
          method: 'POST',
          url: '/api/token',
          headers: { 'accept-language': language },
          payload: {
            grantType: 'password',
            email: investor.email,
            password: investor.password,
            forAdmin: true,
            clientId: 'backoffice',
            clientSecret: 'backoffice-public-client',
          },
        });
        expect(signInTry.statusCode).toBe(503);
        expect(signInTry.json().maintenance).toEqual({ title, message });
      }
      // the administrator keeps working
      expect((await call('GET', '/api/admin/config')).statusCode).toBe(200);
    } finally {
      const current = (await call('GET', '/api/admin/config')).json();
      const off = await call('PUT', '/api/admin/config', ctx.admin, {
        data: { maintenanceMode: false },
        version: current.version,
      });
      expect(off.statusCode).toBe(200);
    }
    const again = await call('GET', '/api/user/me', bearer(investorTokens.accessToken));
    expect(again.statusCode).toBe(200);
  });
});

describe('GET/PUT /api/admin/config/paypal', () => {
  const paypal = (credentials: object, maxAmount = '15000.50') => ({
    maxAmount,
    defaultCredentials: {
      productionMode: false,
      sandboxClientId: 'sandbox-id',
      sandboxClientSecret: '',
      productionClientId: '',
      productionClientSecret: '',
      ...credentials,
    },
  });

  it('saves the configuration as seeded with only the maximum amount changed (REQ-POLISH-1)', async () => {
    const seeded = (await call('GET', '/api/admin/config/paypal')).json();
    // a new install: sandbox mode, no credentials in either mode
    expect(seeded.defaultCredentials).toEqual({
      productionMode: false,
      sandboxClientId: '',
      sandboxClientSecret: { isSet: false, mask: '' },
      productionClientId: '',
      productionClientSecret: { isSet: false, mask: '' },
    });
    // what the form sends back: every field as loaded, secrets as their (empty) masks
    const c = seeded.defaultCredentials;
    const saved = await call('PUT', '/api/admin/config/paypal', ctx.admin, {
      data: {
        maxAmount: '25000.00',
        defaultCredentials: {
          productionMode: c.productionMode,
          sandboxClientId: c.sandboxClientId,
          sandboxClientSecret: c.sandboxClientSecret.mask,
          productionClientId: c.productionClientId,
          productionClientSecret: c.productionClientSecret.mask,
        },
      },
      version: seeded.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      maxAmount: '25000.00',
      defaultCredentials: seeded.defaultCredentials,
      version: seeded.version + 1,
    });

    // production mode is never "not set up": both of its missing fields are named
    const production = await call('PUT', '/api/admin/config/paypal', ctx.admin, {
      data: paypal({ sandboxClientId: '', productionMode: true }),
      version: saved.json().version,
    });
    expect(production.statusCode).toBe(400);
    expect(
      production.json().errors.map((e: { code: string; context: string }) => [e.code, e.context]),
    ).toEqual([
      ['CONFIG:PRODUCTION_CREDENTIALS_EMPTY', 'data.defaultCredentials.productionClientId'],
      ['CONFIG:PRODUCTION_CREDENTIALS_EMPTY', 'data.defaultCredentials.productionClientSecret'],
    ]);
    // a sandbox id typed without its secret is no longer "not set up"
    const half = await call('PUT', '/api/admin/config/paypal', ctx.admin, {
      data: paypal({}),
      version: saved.json().version,
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toHaveLength(1);
    expect(half.json().errors[0].context).toBe('data.defaultCredentials.sandboxClientSecret');
  });

  it('refuses a mode without its credentials', async () => {
    const { version } = (await call('GET', '/api/admin/config/paypal')).json();
    const sandbox = await call('PUT', '/api/admin/config/paypal', ctx.admin, {
      data: paypal({ sandboxClientSecret: '' }),
      version,
    });
    expect(sandbox.statusCode).toBe(400);
    expect(sandbox.json().errors[0]).toMatchObject({
      code: 'CONFIG:SANDBOX_CREDENTIALS_EMPTY',
      context: 'data.defaultCredentials.sandboxClientSecret',
    });
    const production = await call('PUT', '/api/admin/config/paypal', ctx.admin, {
      data: paypal({
        sandboxClientSecret: 'sandbox-secret-1234',
        productionMode: true,
        productionClientId: 'prod-id',
      }),
      version,
    });
    expect(production.statusCode).toBe(400);
    expect(production.json().errors[0].code).toBe('CONFIG:PRODUCTION_CREDENTIALS_EMPTY');
    const badAmount = await call('PUT', '/api/admin/config/paypal', ctx.admin, {
      data: paypal({ sandboxClientSecret: 'x' }, '12,5'),
      version,
    });
    expect(badAmount.statusCode).toBe(400);
  });

  it('masks secrets, keeps them when left masked or empty, replaces them when typed, stores them encrypted, never audits them', async () => {
    const first = (await call('GET', '/api/admin/config/paypal')).json();
    expect(first.defaultCredentials.sandboxClientSecret).toEqual({ isSet: false, mask: '' });

    const saved = await call('PUT', '/api/admin/config/paypal', ctx.admin, {
      data: paypal({
        sandboxClientSecret: 'sandbox-secret-AAAA1111',
        productionClientId: 'prod-id',
        productionClientSecret: 'production-secret-ZZZZ9999',
      }),
      version: first.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain('sandbox-secret-AAAA1111');
    expect(saved.json().maxAmount).toBe('15000.50');

    const read = await call('GET', '/api/admin/config/paypal');
    expect(read.body).not.toContain('sandbox-secret');
    expect(read.body).not.toContain('production-secret');
    const masked = read.json();
    expect(masked.defaultCredentials.sandboxClientSecret).toEqual({
      isSet: true,
      mask: '••••1111',
    });
    expect(masked.defaultCredentials.productionClientSecret.mask).toBe('••••9999');

    // encrypted at rest: the raw row holds neither secret
    const [raw] = await ctx.db.select().from(paypalConfig);
    expect(raw?.sandboxClientSecret).toMatch(/^v1:/);
    expect(raw?.sandboxClientSecret).not.toContain('AAAA1111');
    expect(raw?.productionClientSecret).not.toContain('ZZZZ9999');
    const storedSandbox = raw?.sandboxClientSecret;

    // the audit entry says which secret changed, never its value or ciphertext
    const entry = await lastAudit('paypal-config.update');
    const recorded = JSON.stringify(entry);
    expect(recorded).not.toContain('AAAA1111');
    expect(recorded).not.toContain('ZZZZ9999');
    expect(recorded).not.toContain(storedSandbox ?? 'v1:');
    expect((entry?.after as { replacedCredentials: string[] }).replacedCredentials).toEqual([
      'sandboxClientSecret',
      'productionClientSecret',
    ]);

    // left masked (sandbox) and empty (production): both kept
    const kept = await call('PUT', '/api/admin/config/paypal', ctx.admin, {
      data: paypal(
        {
          sandboxClientSecret: '••••1111',
          productionClientId: 'prod-id',
          productionClientSecret: '',
        },
        '20000',
      ),
      version: masked.version,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().maxAmount).toBe('20000.00');
    const [rawKept] = await ctx.db.select().from(paypalConfig);
    expect(rawKept?.sandboxClientSecret).toBe(storedSandbox);
    expect(kept.json().defaultCredentials.productionClientSecret.mask).toBe('••••9999');
    const keptEntry = await lastAudit('paypal-config.update');
    expect((keptEntry?.after as { replacedCredentials: string[] }).replacedCredentials).toEqual([]);

    // typed: replaced
    const replaced = await call('PUT', '/api/admin/config/paypal', ctx.admin, {
      data: paypal({
        sandboxClientSecret: 'new-sandbox-secret-BBBB2222',
        productionClientId: 'prod-id',
      }),
      version: kept.json().version,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().defaultCredentials.sandboxClientSecret.mask).toBe('••••2222');
    const [rawReplaced] = await ctx.db.select().from(paypalConfig);
    expect(rawReplaced?.sandboxClientSecret).not.toBe(storedSandbox);
    expect(rawReplaced?.sandboxClientSecret).not.toContain('BBBB2222');
    expect(JSON.stringify(await lastAudit('paypal-config.update'))).not.toContain('BBBB2222');

    // production mode with the stored production credentials is accepted
    const production = await call('PUT', '/api/admin/config/paypal', ctx.admin, {
      data: paypal({ productionMode: true, productionClientId: 'prod-id' }),
      version: replaced.json().version,
    });
    expect(production.statusCode, production.body).toBe(200);
    expect(production.json().defaultCredentials.productionMode).toBe(true);

    const stale = await call('PUT', '/api/admin/config/paypal', ctx.admin, {
      data: paypal({ productionMode: true, productionClientId: 'other-id' }),
      version: replaced.json().version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('reads the secrets back with the same key on another instance (the key is kept in the database)', async () => {
    const other = await createTestApp({ database: ctx.database });
    // the second app closes the shared database: keep the first one's by not closing it
    const otherAdmin = bearer(
      (await signIn(other.app, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD)).accessToken,
    );
    const res = await other.app.inject({
      method: 'GET',
      url: '/api/admin/config/paypal',
      headers: otherAdmin,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().defaultCredentials.sandboxClientSecret.isSet).toBe(true);
    await other.app.close();
  });
});
