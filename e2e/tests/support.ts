import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SERIES_DEFAULTS } from '@backoffice/contract/series';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from '../playwright.config.js';

export { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD };
export const CLIENT = { clientId: 'backoffice', clientSecret: 'backoffice-public-client' };

/** The outbox of the e2e server: mail written as JSON files (no SMTP in tests). */
export const OUTBOX_DIR = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

export async function readMail(
  to: string,
  since = 0,
  timeoutMs = 10_000,
): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(OUTBOX_DIR)) {
      const files = fs
        .readdirSync(OUTBOX_DIR)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse();
      for (const file of files) {
        const message = JSON.parse(fs.readFileSync(path.join(OUTBOX_DIR, file), 'utf8'));
        if (message.to === to && Date.parse(message.createdAt) >= since) return message;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

export function linkPath(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/[^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in ${text}`);
  return match[1];
}

/**
 * Signs in through the login screen and waits for the shell. The session then makes its
 * step-up check through the API (REQ-STEP-1), so a spec's money actions and grants go through;
 * `stepUp: false` leaves it without one (the step-up's own spec).
 */
export async function signIn(
  page: Page,
  email = E2E_ADMIN_EMAIL,
  password = E2E_ADMIN_PASSWORD,
  language: 'pl' | 'en' = 'pl',
  { stepUp = true }: { stepUp?: boolean } = {},
) {
  await page.addInitScript((lang) => {
    if (!window.localStorage.getItem('platformLanguage'))
      window.localStorage.setItem('platformLanguage', lang);
  }, language);
  await page.goto('/login');
  await page.getByLabel(language === 'pl' ? 'E-mail' : 'E-mail').fill(email);
  await page.getByLabel(language === 'pl' ? 'Hasło' : 'Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: language === 'pl' ? 'Zaloguj się' : 'Sign in' }).click();
  await expect(page.getByText(language === 'pl' ? 'Zalogowany:' : 'Signed in:')).toBeVisible();
  await waitForSplash(page);
  if (stepUp) {
    const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    const res = await page.request.post('/api/user/me/step-up', {
      headers: { authorization: `Bearer ${token ?? ''}` },
      data: { password },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** An API session for arranging data (not for the behaviour under test). */
export async function apiToken(
  request: APIRequestContext,
  email = E2E_ADMIN_EMAIL,
  password = E2E_ADMIN_PASSWORD,
): Promise<string> {
  const res = await request.post('/api/token', {
    data: { grantType: 'password', email, password, forAdmin: true, ...CLIENT },
  });
  expect(res.status()).toBe(200);
  const { accessToken } = (await res.json()) as { accessToken: string };
  // arranging data may accept orders or grant permissions: the session makes its check
  const checked = await request.post('/api/user/me/step-up', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { password },
  });
  expect(checked.status(), await checked.text()).toBe(200);
  return accessToken;
}

/**
 * Creates a user with the given personal permissions and a known password, via the API: an
 * admin unless `isAdmin` is false (a user who may not use the back-office).
 */
export async function createStaff(
  request: APIRequestContext,
  permissions: string[],
  password = 'Staff12345',
  { isAdmin = true }: { isAdmin?: boolean } = {},
): Promise<{ email: string; password: string; id: number }> {
  const token = await apiToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const email = `staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await request.post('/api/admin/user', {
    headers,
    data: {
      data: {
        email,
        firstName: 'Ola',
        lastName: 'Testowa',
        isAdmin,
        active: true,
        position: 1,
        investorData: {
          phoneNumber: '',
          address: { address: '', zip: '', city: '', state: null, country: null },
          bankAccount: { country: null, bankName: '', accountNumber: '' },
        },
      },
      resetPasswordUrlPattern: `http://127.0.0.1:${process.env.E2E_PORT}/set-password/:resetPasswordToken`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  const mail = await readMail(email);
  const token2 = decodeURIComponent(linkPath(mail.text).split('/').pop() ?? '');
  const set = await request.post('/api/user/reset-password', {
    data: { token: token2, newPassword: password, repeatPassword: password },
  });
  expect(set.status()).toBe(200);
  for (const name of permissions) {
    const found = await request.get(
      `/api/admin/permission?filters[search][text]=${encodeURIComponent(name)}`,
      { headers },
    );
    const pid = (await found.json()).items.find(
      (p: { name: string; id: number }) => p.name === name,
    )?.id;
    if (!pid) throw new Error(`unknown permission ${name}`);
    const res = await request.post(`/api/admin/user/${id}/personal-permissions/${pid}`, {
      headers,
    });
    expect(res.status()).toBe(200);
  }
  return { email, password, id };
}

/** A port nothing listens on: the system picks it (a guessed number may be MariaDB's 3306). */
async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts another instance of the built server with its own data directory and environment
 * (short token lifetimes, system maintenance…), for tests that need a differently configured server.
 */
export async function startServer(
  env: Record<string, string>,
): Promise<{ baseURL: string; dataDir: string; stop(): Promise<void> }> {
  const { spawn } = await import('node:child_process');
  const os = await import('node:os');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-e2e-extra-'));
  const port = String(await freePort());
  const child = spawn(
    process.execPath,
    [path.resolve(import.meta.dirname, '../../apps/server/dist/server.js')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: port,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: E2E_ADMIN_EMAIL,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        SEED_DEMO_DATA: '0',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const baseURL = `http://127.0.0.1:${port}`;
  // a fresh data directory is migrated and seeded first: with both e2e groups running on a
  // loaded 2-core CI machine that took over 30 s once
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/api/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('extra server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The welcome splash after a sign-in (once per sign-in, a status message that never blocks and
 * hides after 3 s or on any click): waited for, then dismissed with a click on the top bar's
 * empty corner, so a test that looks for the user's name finds only the top bar's.
 */
export async function waitForSplash(page: Page): Promise<void> {
  const splash = page.getByTestId('splash');
  await splash.waitFor({ state: 'visible', timeout: 2_000 }).catch(() => undefined);
  // On a loaded CI machine the greeting can show seconds after the top bar (its own answer and
  // render) and its 3 s timer fire late: whenever it is up, click again until it is gone.
  await expect(async () => {
    if (await splash.isVisible()) await page.mouse.click(4, 4);
    await expect(splash).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Arranging data through the API as the seeded admin (GET and POST with a bearer token). */
export async function adminApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  return {
    async post<T>(url: string, data: unknown): Promise<T> {
      const res = await request.post(url, { headers, data });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()) as T;
    },
    async get<T>(url: string): Promise<T> {
      const res = await request.get(url, { headers });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()) as T;
    },
  };
}

export type AdminApi = Awaited<ReturnType<typeof adminApi>>;

/** A series on sale all year with a bank account, as the seeded admin. */
export async function createSeries(api: AdminApi, name: string): Promise<number> {
  const { id } = await api.post<{ id: number }>('/api/admin/series', {
    data: {
      // the form's defaults (the shared PayPal configuration, no own credentials)
      ...SERIES_DEFAULTS,
      name,
      displayName: name,
      limit: 1000,
      pricePerShare: '500.00',
      availableFrom: '2026-01-01',
      availableTo: '2026-12-31',
      bankName: 'PKO Bank Polski S.A.',
      accountHolder: 'Fabryczna sp. z o.o.',
      accountNumber: 'PL61 1090 1014 0000 0712 1981 2874',
    },
  });
  return id;
}

/** The manual order form's labels, as the money catalogues name them. */
const ORDER_FORM = {
  pl: {
    investor: 'Inwestor',
    offer: 'Oferta',
    series: 'Seria',
    quantity: 'Liczba udziałów',
    create: 'Dodaj',
  },
  en: {
    investor: 'Investor',
    offer: 'Offer',
    series: 'Series',
    quantity: 'Number of shares',
    create: 'Create',
  },
} as const;

/**
 * Types a manual order on `/orders/create` as a user would and presses the create button: the
 * investor by e-mail, the offer and series, the number of shares, every agreement ticked.
 */
export async function fillManualOrder(
  page: Page,
  order: {
    investorEmail: string;
    offerId: number;
    seriesName: string;
    quantity: number;
    agreements: { name: { pl: string; en: string } }[];
  },
  language: 'pl' | 'en' = 'en',
): Promise<void> {
  const label = ORDER_FORM[language];
  await page.goto('/orders/create');
  await page.getByRole('combobox', { name: label.investor }).fill(order.investorEmail);
  await page
    .getByRole('option', { name: new RegExp(order.investorEmail.replace('.', '\\.')) })
    .click();
  await page.getByRole('combobox', { name: label.offer }).click();
  await page.locator(`[role="option"][value="${order.offerId}"]`).click();
  await page.getByRole('combobox', { name: label.series }).click();
  await page.getByRole('option', { name: new RegExp(`^${order.seriesName} –`) }).click();
  await page.getByRole('textbox', { name: label.quantity }).fill(String(order.quantity));
  for (const agreement of order.agreements) {
    await page.getByRole('checkbox', { name: new RegExp(`^${agreement.name[language]}`) }).check();
  }
  await page.getByRole('button', { name: label.create, exact: true }).first().click();
}

/** A virtual authenticator (CDP `WebAuthn`) for the page: passkeys made and used without a person. */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * What a manual order can be placed with in the demo data, read through the API as the admin
 * (arranging data): an open offer with a series that has `room` shares left, the investor at
 * `investorAt` of the picker's list (negative counts from its end), and the agreements.
 */
export async function manualOrderChoice(
  request: APIRequestContext,
  { room = 1, investorAt = 0 }: { room?: number; investorAt?: number } = {},
) {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const get = async <T>(url: string) => (await (await request.get(url, { headers })).json()) as T;
  const options = await get<{
    offers: {
      id: number;
      isOpen: boolean;
      series: { id: number; name: string; isOpen: boolean; available: number }[];
    }[];
    agreements: { id: number; name: { pl: string; en: string } }[];
  }>('/api/admin/investment/manual-order/options');
  const offer = options.offers.find(
    (o) => o.isOpen && o.series.some((s) => s.isOpen && s.available >= room),
  );
  const series = offer?.series.find((s) => s.isOpen && s.available >= room);
  if (!offer || !series) throw new Error('no open offer with an open series in the demo data');
  const investors = await get<{ items: { id: number; email: string }[] }>(
    '/api/admin/investment/manual-order/investors?search=',
  );
  const investor = investors.items.at(investorAt);
  if (!investor) throw new Error('no investor in the demo data');
  return { headers, offer, series, investor, agreements: options.agreements };
}

/**
 * Places a manual order through the API as the admin (arranging data): the first investor, an
 * open series with room, every agreement. Its bank transfer waits, pending.
 */
export async function placeOrderViaApi(
  request: APIRequestContext,
  quantity = 2,
): Promise<{ id: number; transaction: { id: number } | null }> {
  const { headers, offer, series, investor, agreements } = await manualOrderChoice(request, {
    room: quantity,
  });
  const res = await request.post('/api/admin/investment/manual-order', {
    headers,
    data: {
      userId: investor.id,
      offerId: offer.id,
      seriesId: series.id,
      quantity,
      acceptedAgreementIds: agreements.map((a) => a.id),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; transaction: { id: number } | null };
}
