import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { apiToken, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, signIn, startServer } from './support.js';

/*
 * The map element's address lookup when it cannot work: with no geocoder configured (a default
 * install) the "Find" button is off and says why, and the coordinates are typed or picked on the
 * map; a geocoder that fails is said on the address field. Neither is the maintenance screen,
 * which only the maintenance gate's 503 brings up (REQ-MAINT-4).
 */

const TEXTS = {
  pl: {
    tab: 'Sekcje',
    address: 'Adres (Polski)',
    find: 'Znajdź adres na mapie',
    latitude: 'Szerokość geograficzna',
    longitude: 'Długość geograficzna',
    off: 'Wyszukiwanie adresów nie jest skonfigurowane na serwerze: wpisz szerokość i długość geograficzną albo kliknij na mapie.',
    failing:
      'Wyszukiwanie adresów nie działa w tej chwili. Spróbuj później albo wpisz szerokość i długość geograficzną.',
    maintenance: 'Przerwa techniczna',
  },
  en: {
    tab: 'Sections',
    address: 'Address (Polish)',
    find: 'Find the address on the map',
    latitude: 'Latitude',
    longitude: 'Longitude',
    off: 'No address lookup is configured on the server: type the latitude and longitude, or click the map.',
    failing:
      'The address lookup is not working right now. Try again later, or type the latitude and longitude.',
    maintenance: 'Maintenance break',
  },
} as const;

/** An offer whose one section holds a map element at Kraków's market square. */
async function offerWithMap(request: APIRequestContext): Promise<number> {
  const token = await apiToken(request);
  const slug = `mapa-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const res = await request.post('/api/admin/offer', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      data: {
        title: { pl: 'Mapa inwestycji', en: '' },
        slug: { pl: slug, en: '' },
        seoTitle: { pl: 'Mapa', en: '' },
        seoDescription: { pl: 'Mapa', en: '' },
        mainDescription: { pl: '', en: '' },
        projectType: { pl: '', en: '' },
        tenants: { pl: '', en: '' },
        investmentStart: '2026-01-01',
        investmentEnd: '2026-12-31',
        offerSections: [
          {
            elements: [
              {
                type: 'map',
                content: {
                  address: { pl: 'Rynek Główny 1, Kraków', en: '' },
                  zoom: 16,
                  latitude: 50.0616,
                  longitude: 19.9373,
                },
              },
            ],
          },
        ],
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

/** A coordinate field's number, whichever decimal separator the interface language shows. */
const numberIn = async (field: ReturnType<Page['getByRole']>) =>
  Number((await field.inputValue()).replace(/\s/g, '').replace(',', '.'));

async function openMap(page: Page, id: number, language: 'pl' | 'en') {
  await page.goto(`/pages/${id}/edit`);
  await page.getByRole('tab', { name: TEXTS[language].tab }).click();
  const map = page.getByRole('group', { name: 'Element 1.1', exact: true });
  await expect(map.getByRole('button', { name: TEXTS[language].find })).toBeVisible();
  return map;
}

for (const language of ['pl', 'en'] as const) {
  const text = TEXTS[language];

  test(`${language}: a failing geocoder is said on the address field, not as maintenance`, async ({
    page,
  }) => {
    const id = await offerWithMap(page.request);
    await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, language);
    const map = await openMap(page, id, language);
    // the fake geocoder (scripts/fake-geocoder.mjs) answers 500 for an address with "awaria"
    await map.getByRole('textbox', { name: text.address }).fill('awaria, Kraków');
    const answer = page.waitForResponse((r) => r.url().includes('/api/admin/geocode?'));
    await map.getByRole('button', { name: text.find }).click();
    expect((await answer).status()).toBe(502);
    await expect(map.getByText(text.failing)).toBeVisible();
    await expect(page.getByRole('heading', { name: text.maintenance })).toHaveCount(0);
    // the editor is still there, the coordinates untouched and still editable
    const latitude = map.getByRole('textbox', { name: text.latitude });
    expect(await numberIn(latitude)).toBe(50.0616);
    // typed the language's way: a Polish comma is the decimal separator (it was dropped: 5005)
    await latitude.fill(language === 'pl' ? '50,05' : '50.05');
    await expect(map.getByText('50.050000, 19.937300')).toBeVisible();
  });
}

test.describe('without a geocoder (a default install)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    server = await startServer({});
  });
  test.afterAll(async () => {
    await server.stop();
  });

  for (const language of ['pl', 'en'] as const) {
    const text = TEXTS[language];

    test(`${language}: "Find" is off and says why; coordinates are typed or picked on the map`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: server.baseURL });
      const page = await context.newPage();
      try {
        const id = await offerWithMap(page.request);
        await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, language);
        const map = await openMap(page, id, language);
        const find = map.getByRole('button', { name: text.find });
        await expect(find).toBeDisabled();
        await expect(find).toHaveAccessibleDescription(text.off);
        await expect(map.getByText(text.off)).toBeVisible();
        await expectNoAxeViolations(page, `map element without a geocoder (${language})`);

        // typed
        const latitude = map.getByRole('textbox', { name: text.latitude });
        const longitude = map.getByRole('textbox', { name: text.longitude });
        // the language's separator, and a full stop typed key by key, in either language
        await latitude.fill(language === 'pl' ? '52,2318' : '52.2318');
        await longitude.clear();
        await longitude.pressSequentially('21.006');
        await expect(map.getByText('52.231800, 21.006000')).toBeVisible();

        // picked: a click above and right of the marker moves it north-east
        const view = map.getByTestId('map-view');
        const box = await view.boundingBox();
        if (!box) throw new Error('the map is not shown');
        await view.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 60 } });
        await expect.poll(() => numberIn(latitude)).toBeGreaterThan(52.2318);
        expect(await numberIn(longitude)).toBeGreaterThan(21.006);
        await expect(page.getByRole('heading', { name: text.maintenance })).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  }
});
