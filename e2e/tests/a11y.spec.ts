import { SIDEBAR_ENTRIES } from '@backoffice/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import {
  all,
  cards,
  charts,
  editable,
  form,
  loaded,
  openTab,
  recordScreen,
  table,
  type Screen,
} from './screens.js';
import { adminApi, apiToken, signIn } from './support.js';
import {
  contentNodeOfType,
  firstOf,
  recordPaths,
  refundOrMade,
  richestOffer,
  userByEmail,
} from './records.js';

// The accessibility gate on every screen, in both languages. A new screen is one line in
// SIGNED_IN (or PUBLIC); `ready` waits for what the screen draws once its data is there. A
// record's screen names the record as `{key}` in its path: RECORDS finds it through the API.

/** The records the walk opens, by what they are (the seed's ids are not the walk's to know). */
const RECORDS = {
  faq: firstOf('/api/admin/faq'),
  menuItem: firstOf('/api/admin/menu'),
  // a demo staff account, with a role (its Role and Permissions tabs list something)
  staff: userByEmail('anna.nowak@example.com'),
  // a demo investor, who has answered the agreements
  investor: userByEmail('jan.wisniewski@example.com'),
  role: firstOf('/api/admin/role'),
  permission: firstOf('/api/admin/permission'),
  slide: firstOf('/api/admin/slider'),
  post: firstOf('/api/admin/blog'),
  tag: firstOf('/api/admin/tags'),
  // the offer editor: the one with every element type on its Sections tab
  offer: richestOffer,
  staticPage: firstOf('/api/admin/page'),
  featuredGroup: firstOf('/api/admin/featured-offer'),
  contentCollection: contentNodeOfType('collection'),
  textElement: contentNodeOfType('text'),
  imageElement: contentNodeOfType('image'),
  richTextElement: contentNodeOfType('richText'),
  series: firstOf('/api/admin/series'),
  agreement: firstOf('/api/admin/agreements'),
  emailTemplate: firstOf('/api/admin/email/template'),
  refund: refundOrMade,
};
const pathOf = recordPaths(RECORDS);

/** The offer's Sections tab with every demo element open and the live preview beside them. */
async function openSections(page: Page) {
  await page.getByRole('tab', { name: /^(Sekcje|Sections)$/ }).click();
  await expect(page.locator('[data-section-card]').first()).toBeVisible();
  await page.getByRole('button', { name: /^(Rozwiń wszystko|Expand all)$/ }).click();
  await page.getByRole('switch', { name: /Podgląd na żywo|Live preview/ }).check({ force: true });
  await expect(page.getByRole('region', { name: /^(Podgląd|Preview)$/ })).toBeVisible();
}

/** The editor with a saved element and a saved section marked for removal (struck, with notes). */
async function markForRemoval(page: Page) {
  await openSections(page);
  for (const name of [/^(Usuń element|Remove element) 1\.1$/, /^(Usuń sekcję|Remove section) 2$/]) {
    await page.getByRole('button', { name }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Usuń|Delete)$/ })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(
    page.getByText(/^(Element 1\.1 zostanie usunięty|Element 1\.1 will be removed)/),
  ).toBeVisible();
  await expect(
    page.getByText(/^(Sekcja 2 zostanie usunięta|Section 2 will be removed)/),
  ).toBeVisible();
}

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
}
/** The palette with records of two kinds found (Ctrl+K's record search), the first selected. */
async function openPaletteWithRecords(page: Page) {
  await openPalette(page);
  await page.getByRole('dialog').getByRole('combobox').fill('kowal');
  await expect(page.getByRole('dialog').getByRole('group')).toHaveCount(2);
}
async function openShortcuts(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog')).toBeVisible();
}

const PUBLIC: Screen[] = [
  { path: '/login', ready: form },
  { path: '/forgot-password', ready: form },
  { path: '/set-password/not-a-token', ready: all(loaded, form) },
];

/** Sends an empty create form: the save is refused, and the fields say why. */
const refusedSave = async (page: Page) => {
  await page
    .getByRole('button', { name: /^(Dodaj|Create)$/ })
    .first()
    .click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
};

const SIGNED_IN: Screen[] = [
  // bank statements: the list (empty or not) and the import dialog; the statement screen's walk
  // is in bank-statements.spec.ts, which imports one
  { path: '/bank-statements', ready: loaded },
  {
    path: '/bank-statements',
    ready: loaded,
    open: async (page) => {
      await page.getByRole('button', { name: /^(Importuj wyciąg|Import a statement)$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { path: '/', ready: all(loaded, charts) },
  { path: '/', ready: all(loaded, charts), width: 390 },
  { path: '/no-such-page', ready: loaded },
  // refunds (REQ-REFUND-6): the list and a record with its "mark sent" and "cancel" forms
  // the record first: where the demo data has no refund, its lookup makes one for the list
  { path: '/refunds/{refund}', ready: all(loaded, recordScreen) },
  { path: '/refunds', ready: table },
  { path: '/faq', ready: table },
  { path: '/faq', ready: cards, width: 390 },
  {
    path: '/faq',
    ready: cards,
    width: 390,
    // a picked card: the selection bar over the cards
    open: async (page) => {
      await page
        .getByRole('checkbox', { name: /^(Zaznacz|Select): / })
        .first()
        .check();
      await expect(page.getByRole('region', { name: /zaznaczonych|selected rows/ })).toBeVisible();
    },
  },
  {
    path: '/faq',
    ready: table,
    // the selection bar, the page checkbox indeterminate
    open: async (page) => {
      await page
        .getByRole('checkbox', { name: /^(Zaznacz|Select): / })
        .first()
        .check();
      await expect(page.getByRole('region', { name: /zaznaczonych|selected rows/ })).toBeVisible();
    },
  },
  {
    path: '/faq',
    ready: table,
    open: async (page) => {
      await page.getByRole('button', { name: /^(Kolumny|Columns)$/ }).click();
      await expect(
        page.getByRole('group', { name: /Widoczne kolumny|Visible columns/ }),
      ).toBeVisible();
    },
  },
  { path: '/faq?filters[active][boolean]=1&filters[search][text]=a', ready: table },
  { path: '/faq?filters[search][text]=no-such-entry-anywhere', ready: loaded },
  {
    path: '/faq',
    ready: table,
    open: async (page) => {
      await page
        .getByRole('button', { name: /Usuń|Delete/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { path: '/faq/create', ready: editable },
  // a refused save: each field's error in red, under AA (Mantine's red-6 was 3.3:1)
  { path: '/faq/create', ready: editable, open: refusedSave },
  // a refused save on a tabbed form: the tabs' error counts
  { path: '/blog/create', ready: editable, open: refusedSave },
  { path: '/faq/{faq}', ready: all(loaded, editable) },
  { path: '/menu', ready: loaded },
  { path: '/menu?view=list', ready: table },
  { path: '/menu/create', ready: editable },
  { path: '/menu/{menuItem}', ready: all(loaded, editable) },
  { path: '/users', ready: table },
  { path: '/users', ready: cards, width: 390 },
  {
    path: '/users',
    ready: cards,
    width: 390,
    open: async (page) => {
      await page.getByRole('button', { name: /Filtry|Filters/ }).click();
    },
  },
  { path: '/users/create', ready: editable },
  { path: '/users/{staff}', ready: all(loaded, editable) },
  { path: '/users/{staff}', ready: all(loaded, editable), open: openTab(/^Role/) },
  {
    path: '/users/{staff}',
    ready: all(loaded, editable),
    open: openTab(/^(Uprawnienia|Permissions)$/),
  },
  // sessions and the second factor's reset (REQ-SESS-3, REQ-SESS-6)
  {
    path: '/users/{staff}',
    ready: all(loaded, editable),
    open: async (page) => {
      await page.getByRole('tab', { name: /^(Bezpieczeństwo|Security)$/ }).click();
      await expect(page.getByTestId('user-two-step-status')).toBeVisible();
      // the sessions loaded: the account's rows, or none (a demo account never signed in)
      await expect(
        page
          .getByTestId('session-row')
          .or(page.getByText(/^(Brak otwartych sesji|No open sessions)\.$/))
          .first(),
      ).toBeVisible();
    },
  },
  // the signed-in user's own page: two-step sign-in and sessions (REQ-MFA-1, REQ-SESS-2)
  { path: '/account', ready: loaded },
  { path: '/staff-accounts', ready: table },
  { path: '/staff-accounts/create', ready: editable },
  { path: '/staff-accounts/{staff}', ready: all(loaded, editable) },
  { path: '/roles', ready: table },
  { path: '/roles/create', ready: editable },
  { path: '/roles/{role}/edit', ready: all(loaded, editable) },
  { path: '/permission', ready: table },
  { path: '/permission/create', ready: editable },
  { path: '/permission/{permission}', ready: all(loaded, form) },
  { path: '/audit-log', ready: loaded },
  { path: '/audit-log', ready: loaded, width: 390 },
  { path: '/menu?view=list', ready: cards, width: 390 },
  { path: '/slider', ready: table },
  { path: '/slider', ready: cards, width: 390 },
  { path: '/slider/create', ready: editable },
  { path: '/slider/{slide}', ready: all(loaded, editable) },
  { path: '/blog', ready: table },
  { path: '/blog/{post}', ready: all(loaded, editable) },
  { path: '/blog/tags', ready: table },
  { path: '/blog/tags/{tag}', ready: all(loaded, editable) },
  { path: '/pages', ready: table },
  { path: '/pages', ready: cards, width: 390 },
  { path: '/pages/create', ready: editable },
  { path: '/pages/{offer}/edit', ready: all(loaded, editable) },
  { path: '/pages/{offer}/edit', ready: all(loaded, editable), open: openSections },
  { path: '/pages/{offer}/edit', ready: all(loaded, editable), open: openSections, width: 390 },
  { path: '/pages/{offer}/edit', ready: all(loaded, editable), open: markForRemoval },
  { path: '/static-pages', ready: table },
  { path: '/static-pages/{staticPage}', ready: all(loaded, editable) },
  { path: '/featured-offers', ready: table },
  { path: '/featured-offers', ready: cards, width: 390 },
  { path: '/featured-offers/{featuredGroup}', ready: all(loaded, editable) },
  { path: '/static-content', ready: table },
  { path: '/static-content/{contentCollection}', ready: table },
  // the demo tree's first text, image and rich-text elements
  { path: '/static-content/element/{textElement}', ready: all(loaded, editable) },
  { path: '/static-content/element/{imageElement}', ready: all(loaded, editable) },
  { path: '/static-content/element/{richTextElement}', ready: loaded },
  { path: '/settings', ready: all(loaded, editable) },
  { path: '/settings?tab=paypal', ready: all(loaded, editable) },
  { path: '/series', ready: table },
  { path: '/series', ready: cards, width: 390 },
  { path: '/series/create', ready: editable },
  { path: '/series/{series}/edit', ready: all(loaded, editable) },
  { path: '/agreements', ready: table },
  { path: '/agreements/{agreement}', ready: all(loaded, editable) },
  // a demo investor's answers
  {
    path: '/users/{investor}',
    ready: all(loaded, editable),
    open: async (page) => {
      await page.getByRole('tab', { name: /^(Zgody|Agreements)$/ }).click();
      await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
    },
  },
  { path: '/email-templates', ready: table },
  { path: '/email-templates/{emailTemplate}/edit', ready: all(loaded, editable) },
  { path: '/sent-emails', ready: loaded },
];

/**
 * Dark mode (REQ-UX-12, REQ-A11Y-1): the main screens and dialogs again, with contrast checked in
 * dark.
 */
const DARK: Screen[] = [
  { path: '/', ready: loaded },
  { path: '/no-such-page', ready: loaded },
  { path: '/faq', ready: table },
  { path: '/faq', ready: cards, width: 390 },
  {
    path: '/faq',
    ready: table,
    open: async (page) => {
      await page
        .getByRole('button', { name: /Usuń|Delete/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { path: '/faq', ready: table, open: openPalette },
  { path: '/faq', ready: table, open: openShortcuts },
  { path: '/faq/create', ready: editable },
  { path: '/faq/create', ready: editable, open: refusedSave },
  { path: '/faq/{faq}', ready: all(loaded, editable) },
  { path: '/menu', ready: loaded },
  { path: '/users', ready: table },
  { path: '/users/{staff}', ready: all(loaded, editable) },
  { path: '/users/{staff}', ready: all(loaded, editable), open: openTab(/^Role/) },
  { path: '/roles/{role}/edit', ready: all(loaded, editable) },
  { path: '/permission', ready: table },
  { path: '/audit-log', ready: loaded },
  { path: '/slider', ready: table },
  { path: '/static-content/element/{imageElement}', ready: all(loaded, editable) },
  { path: '/pages/{offer}/edit', ready: all(loaded, editable), open: markForRemoval },
];

// Every area's sidebar screen is walked even when no line above names it (the contract's
// sidebar, derived from AREAS): a new area passes the axe gate without an edit here.
for (const entry of SIDEBAR_ENTRIES)
  if (!SIGNED_IN.some((screen) => screen.path === entry.href))
    SIGNED_IN.push({ path: entry.href, ready: loaded });

/** The signed-in walk in parts of this many screens: each part is a test with its own time. */
const PART_SIZE = 10;
const PARTS = Array.from({ length: Math.ceil(SIGNED_IN.length / PART_SIZE) }, (_, i) =>
  SIGNED_IN.slice(i * PART_SIZE, (i + 1) * PART_SIZE),
);

for (const language of ['pl', 'en'] as const) {
  for (const [index, screens] of [PUBLIC, ...PARTS].entries()) {
    const signedIn = index > 0;
    const part = signedIn ? `signed in, part ${index} of ${PARTS.length}` : 'signed out';
    test(`every screen passes axe (WCAG 2.1 AA) and raises no CSP violation: ${part}, ${language}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      // a script the policy refuses (an eval probe, an inline script) is reported by the browser
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(
            `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
          ),
        );
      });
      await page.addInitScript(
        (lang) => window.localStorage.setItem('platformLanguage', lang),
        language,
      );
      const check = async (screen: Screen) => {
        const path = await pathOf(request, screen.path);
        await page.setViewportSize({ width: screen.width ?? 1280, height: 800 });
        await page.goto(path);
        await screen.ready(page);
        await screen.open?.(page);
        const where = `${path} (${language}, ${screen.width ?? 1280} px)`;
        await expectNoAxeViolations(page, where);
        const violations = await page.evaluate(
          () => (window as unknown as { cspViolations: string[] }).cspViolations,
        );
        expect.soft(violations, `CSP violations on ${where}`).toEqual([]);
      };
      if (signedIn) {
        await signIn(page, undefined, undefined, language);
      }
      for (const screen of screens) await check(screen);
    });
  }
}

// The audit log's entry details (the field-by-field change, the raw data shown), in a test of
// their own: they need an entry written first, and the walk above is already long.
const AUDIT_ENTRY_DETAILS: Screen = {
  path: '/audit-log',
  ready: loaded,
  open: async (page) => {
    const api = await adminApi(page.request);
    await api.post('/api/admin/faq', {
      data: {
        active: true,
        position: 9,
        isFeatured: false,
        question: { pl: 'Pytanie do dziennika', en: 'A question for the log' },
        answer: { pl: 'Odpowiedź.', en: 'Answer.' },
      },
    });
    await page.reload();
    await table(page);
    await page
      .getByRole('button', { name: /^(Pokaż szczegóły|Show details)/ })
      .first()
      .click();
    await page.getByRole('button', { name: /^(Pokaż surowe dane|Show raw data)$/ }).click();
    await expect(page.getByRole('button', { name: /^(Ukryj surowe|Hide raw)/ })).toBeVisible();
  },
};

for (const language of ['pl', 'en'] as const) {
  test(`the audit log's entry details pass axe (WCAG 2.1 AA), ${language}`, async ({ page }) => {
    await page.addInitScript(
      (lang) => window.localStorage.setItem('platformLanguage', lang),
      language,
    );
    await signIn(page, undefined, undefined, language);
    const screen = AUDIT_ENTRY_DETAILS;
    await page.goto(screen.path);
    await screen.ready(page);
    await screen.open?.(page);
    await expectNoAxeViolations(page, `${screen.path} entry details (${language})`);
  });
}

for (const language of ['pl', 'en'] as const) {
  test(`the dialog refusing to delete an investor with money history passes axe, ${language}`, async ({
    page,
    request,
  }) => {
    // REQ-RULES-2: the demo orders name investors; the first one's account is refused
    const api = await adminApi(request);
    const { items } = await api.get<{ items: { user: { email: string } }[] }>(
      '/api/admin/order?perPage=20',
    );
    const email = items.map((o) => o.user.email).find((e) => e !== '') ?? '';
    await signIn(page, undefined, undefined, language);
    await page.goto(`/users?filters[search][text]=${encodeURIComponent(email)}`);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await page
      .getByRole('button', { name: `${language === 'pl' ? 'Usuń' : 'Delete'}: ${email}` })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: language === 'pl' ? 'Usuń' : 'Delete' })
      .click();
    await expect(
      page.getByRole('dialog', {
        name:
          language === 'pl' ? 'Tego inwestora nie można usunąć' : 'This investor cannot be deleted',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `the money-history dialog (${language})`);
  });

  test(`the dialog that asks for the password again, over a screen, passes axe, ${language}`, async ({
    page,
  }) => {
    await signIn(page, undefined, undefined, language);
    await page.goto('/faq');
    await table(page);
    // the session refused while the list is open: the next request ends it
    await page.evaluate(() => {
      window.localStorage.setItem('accessToken', 'not-a-token');
      window.localStorage.setItem('refreshToken', 'not-a-token');
    });
    await page.getByRole('navigation').getByRole('link', { name: 'Menu' }).click();
    await expect(
      page.getByRole('dialog', {
        name: language === 'pl' ? 'Sesja wygasła' : 'Your session has ended',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page, `the sign-in-again dialog (${language})`);
  });
}

for (const language of ['pl', 'en'] as const) {
  test(`dark mode: the main screens pass axe (WCAG 2.1 AA, contrast in dark), ${language}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const headers = { authorization: `Bearer ${await apiToken(request)}` };
    // the scheme is the user's, on the server; the browser's cache paints the sign-in screens
    const stored = await request.put('/api/user/me/preferences', {
      headers,
      data: { colorScheme: 'dark' },
    });
    expect(stored.ok()).toBe(true);
    await page.addInitScript((lang) => {
      window.localStorage.setItem('platformLanguage', lang);
      window.localStorage.setItem('colorScheme', 'dark');
    }, language);
    const check = async (screen: Screen) => {
      const path = await pathOf(request, screen.path);
      await page.setViewportSize({ width: screen.width ?? 1280, height: 800 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await screen.ready(page);
      await screen.open?.(page);
      await expectNoAxeViolations(page, `${path} (dark, ${language}, ${screen.width ?? 1280} px)`);
    };
    try {
      for (const screen of PUBLIC) await check(screen);
      await signIn(page, undefined, undefined, language);
      for (const screen of DARK) await check(screen);
    } finally {
      await request.put('/api/user/me/preferences', { headers, data: { colorScheme: null } });
    }
  });
}

for (const language of ['pl', 'en'] as const) {
  test(`the command palette, with records found, and the shortcuts list pass axe, ${language}`, async ({
    page,
  }) => {
    await page.addInitScript(
      (lang) => window.localStorage.setItem('platformLanguage', lang),
      language,
    );
    await signIn(page, undefined, undefined, language);
    for (const open of [openPalette, openPaletteWithRecords, openShortcuts]) {
      await page.goto('/faq');
      await table(page);
      await open(page);
      await expectNoAxeViolations(page, `/faq with ${open.name} (${language})`);
    }
  });
}
