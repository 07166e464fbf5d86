import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './axe.js';
import { apiToken, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, signIn } from './support.js';

/*
 * The Sections page builder (REQ-SECTION-1 to REQ-SECTION-13) through the UI: a page with one
 * element of every type (header images uploaded, the table template applied, an address geocoded
 * through the fake
 * provider), saved, reloaded and seen in the live preview at mobile width; a type change
 * confirmed; a saved element removed and restored; a server error shown on its field.
 */

const TYPES: Array<[string, string]> = [
  ['pageHeader', 'Page header'],
  ['grid', 'Tile grid'],
  ['successStory', 'Success story'],
  ['gallery', 'Gallery'],
  ['contactForm', 'Contact form'],
  ['counter', 'Counters'],
  ['timeline', 'Timeline'],
  ['table', 'Table'],
  ['map', 'Map'],
  ['text', 'Text'],
  ['iframe', 'Frame (iframe)'],
  ['image', 'Image'],
  ['youtube', 'YouTube video'],
  ['pieChart', 'Pie chart'],
  ['barChart', 'Bar chart'],
];

async function newOffer(page: Page, offerSections?: unknown[]): Promise<number> {
  const token = await apiToken(page.request);
  const slug = `sekcje-${Date.now().toString(36)}`;
  const res = await page.request.post('/api/admin/offer', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      data: {
        title: { pl: 'Kreator sekcji', en: '' },
        slug: { pl: slug, en: '' },
        seoTitle: { pl: 'Kreator', en: '' },
        seoDescription: { pl: 'Kreator', en: '' },
        mainDescription: { pl: '', en: '' },
        projectType: { pl: '', en: '' },
        tenants: { pl: '', en: '' },
        investmentStart: '2026-01-01',
        investmentEnd: '2026-12-31',
        ...(offerSections ? { offerSections } : {}),
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

const element = (page: Page, number: string) =>
  page.getByRole('group', { name: `Element ${number}`, exact: true });

async function pickType(page: Page, number: string, label: string) {
  const card = element(page, number);
  await card.getByRole('combobox', { name: 'Element type' }).selectOption({ label });
}

test('a page with every element type is built, saved, reloaded and previewed', async ({ page }) => {
  test.setTimeout(240_000);
  const id = await newOffer(page);
  await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, 'en');
  await page.goto(`/pages/${id}/edit`);
  await page.getByRole('tab', { name: 'Sections' }).click();
  await page.getByRole('button', { name: 'Add section' }).first().click();
  // the new section is brought into view with its element's type picker focused
  await expect(element(page, '1.1').getByRole('combobox', { name: 'Element type' })).toBeFocused();

  // the new section's one element has no type: saving waits for it (REQ-SECTION-2)
  await expect(page.getByText('Choose the type of every element to save.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true }).first()).toBeDisabled();

  for (const [index, [, label]] of TYPES.entries()) {
    const number = `1.${index + 1}`;
    if (index > 0) {
      await page.getByRole('button', { name: 'Add element to section 1' }).click();
    }
    await pickType(page, number, label);
    await expect(element(page, number).getByText(label, { exact: true }).first()).toBeVisible();
  }

  // page header: two uploaded images
  const header = element(page, '1.1');
  await header.getByRole('textbox', { name: 'Header title (Polish)' }).fill('Zabłocie Park');
  const picture = await sharp({
    create: { width: 640, height: 360, channels: 3, background: '#1c7ed6' },
  })
    .png()
    .toBuffer();
  const images = header.getByRole('group', { name: 'Images (at most 3)' });
  await images.getByRole('button', { name: /^Add/ }).click();
  await images.getByRole('button', { name: /^Add/ }).click();
  for (const [i, name] of ['front.png', 'back.png'].entries()) {
    await images
      .getByTestId('upload-dropzone')
      .nth(i)
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'image/png', buffer: picture });
  }
  await expect(images.getByTestId('image-field-preview')).toHaveCount(2);

  // table: the technologies template, after its confirmation
  const table = element(page, '1.8');
  await table.getByRole('button', { name: 'Apply the "technologies" template' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
  await expect(table.getByRole('textbox', { name: 'Column name (Polish)' })).toHaveCount(4);

  // map: the address found through the geocoder sets the coordinates
  const map = element(page, '1.9');
  await map.getByRole('textbox', { name: 'Address (Polish)' }).fill('Rynek Główny 1, Kraków');
  await map.getByRole('button', { name: 'Find the address on the map' }).click();
  await expect(map.getByRole('textbox', { name: 'Latitude' })).toHaveValue('50.0616');
  await expect(map.getByRole('textbox', { name: 'Longitude' })).toHaveValue('19.9373');

  await element(page, '1.11')
    .getByRole('textbox', { name: 'Frame address (https://)' })
    .fill('https://example.com/plan');
  await element(page, '1.13')
    .getByRole('textbox', { name: 'YouTube video link' })
    .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');

  // every type's editor passes the accessibility gate (the walk covers the demo types in pl too)
  await expectNoAxeViolations(page, 'the Sections tab with every element type (en)');

  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  // the toast follows the builder's re-render of all 15 elements with the saved state: on a
  // CI machine loaded by both e2e groups that once took over 10 s after the answer
  await expect(page.getByText('Successfully edited offer').first()).toBeVisible({
    timeout: 30_000,
  });

  // reload: back on the Sections tab (it is in the URL), everything there, in order
  await expect(page).toHaveURL(/[?&]tab=sections/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sections' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Sections: 1, elements: 15')).toBeVisible();
  // a section is the level under the offer's title in the headings a screen reader lists
  await expect(page.getByRole('heading', { level: 2, name: 'Section 1' })).toBeVisible();
  for (const [index, [, label]] of TYPES.entries()) {
    await expect(
      element(page, `1.${index + 1}`)
        .getByText(label, { exact: true })
        .first(),
    ).toBeVisible();
  }
  await expect(element(page, '1.9').getByRole('textbox', { name: 'Latitude' })).toHaveValue(
    '50.0616',
  );

  // the live preview, at mobile width: the header's title and the table's template
  await page.getByRole('switch', { name: 'Live preview' }).check({ force: true });
  await page.getByRole('radio', { name: 'Mobile' }).dispatchEvent('click');
  await expect(page.getByRole('radio', { name: 'Mobile' })).toBeChecked();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('[data-device="mobile"]')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Zabłocie Park' })).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'PostgreSQL' })).toBeVisible();
  await expect(preview.locator('img[src^="/uploads/"]')).toHaveCount(2);
  // it follows typing without a save
  await element(page, '1.9').getByRole('textbox', { name: 'Address (Polish)' }).fill('Plac Nowy 5');
  await expect(preview.getByText(/Plac Nowy 5/)).toBeVisible();
});

test('type change, remove and restore, and a server error on its field', async ({ page }) => {
  test.setTimeout(180_000);
  const id = await newOffer(page);
  await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, 'en');
  await page.goto(`/pages/${id}/edit`);
  await page.getByRole('tab', { name: 'Sections' }).click();
  await page.getByRole('button', { name: 'Add section' }).first().click();
  await pickType(page, '1.1', 'Text');
  await page.getByRole('button', { name: 'Add element to section 1' }).click();
  await pickType(page, '1.2', 'Counters');
  await page.getByRole('button', { name: 'Add element to section 1' }).click();
  await pickType(page, '1.3', 'Frame (iframe)');
  await element(page, '1.3')
    .getByRole('textbox', { name: 'Frame address (https://)' })
    .fill('https://example.com');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(page.getByText('Successfully edited offer').first()).toBeVisible();

  // change a type: asked first, then the content is the new type's defaults
  await pickType(page, '1.2', 'Timeline');
  await expect(
    page.getByText(
      'Are you sure you want to change element 1.2 type? Element changes will be discarded.',
    ),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Change type' }).click();
  await expect(element(page, '1.2').getByRole('group', { name: 'Stages' })).toBeVisible();
  // focus is back on the element's type, inside the builder: Ctrl+Z undoes the change there
  const typeOf12 = element(page, '1.2').getByRole('combobox', { name: 'Element type' });
  await expect(typeOf12).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(typeOf12).toHaveValue('counter');
  await page.keyboard.press('Control+Shift+z');
  await expect(typeOf12).toHaveValue('timeline');

  // remove a saved element: it stays, struck through, until restored
  await element(page, '1.1').getByRole('button', { name: 'Remove element 1.1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Element 1.1 will be removed on save')).toBeVisible();
  await element(page, '1.1').getByRole('button', { name: 'Restore element 1.1' }).click();
  await expect(page.getByText('Element 1.1 will be removed on save')).toHaveCount(0);

  // undo and redo reach structural changes too
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Element 1.1 will be removed on save')).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByText('Element 1.1 will be removed on save')).toHaveCount(0);

  // a value only the server refuses is shown on that element's field
  const frameUrl = element(page, '1.3').getByRole('textbox', { name: 'Frame address (https://)' });
  await frameUrl.fill('http://example.com/insecure');
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(
    element(page, '1.3').getByText('The address must start with https://.'),
  ).toBeVisible();
  await expect(frameUrl).toHaveAttribute('aria-invalid', 'true');

  // a section moves through its position dropdown: the places are listed once the pointer
  // comes over it (a collapsed select holds only its own place until then)
  await page.getByRole('button', { name: 'Add section' }).first().click();
  const position = page.getByRole('combobox', { name: 'Position of section 2' });
  await expect(position.locator('option')).toHaveCount(1);
  await position.hover();
  await expect(position.locator('option')).toHaveCount(2);
  await position.selectOption('1');
  // the new section (one element, no type yet) is first, the saved one second
  await expect(
    page.getByRole('region', { name: 'Section 1' }).getByText('Elements: 1'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Section 2' }).getByText('Elements: 3'),
  ).toBeVisible();
});

test('on a phone the Sections tab keeps Save on the screen', async ({ page }) => {
  // the tab adds "Add section" to the editor's toolbar: at 390 px it shows its icon only and
  // the toolbar wraps, instead of pushing Save past the screen's edge
  const id = await newOffer(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, 'en');
  await page.goto(`/pages/${id}/edit`);
  await page.getByRole('tab', { name: 'Sections' }).click();
  const toolbar = page.getByRole('toolbar', { name: 'Form actions', exact: true });
  await expect(toolbar.getByRole('button', { name: 'Add section' })).toBeVisible();
  const save = toolbar.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a section added to a long page is scrolled to the top of the window, below the header, with its type picker focused', async ({
  page,
}) => {
  // the builder mounts only the sections near the screen: the added one comes last, and the
  // page leaves room below it so it can be shown at the top rather than under the one before it
  const id = await newOffer(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, 'en');
  await page.goto(`/pages/${id}/edit`);
  await page.getByRole('tab', { name: 'Sections' }).click();
  const add = page.getByRole('button', { name: 'Add section' }).first();
  for (let n = 1; n <= 8; n++) {
    await add.click();
    await expect(
      element(page, `${n}.1`).getByRole('combobox', { name: 'Element type' }),
    ).toBeFocused();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await add.click();
  const picker = element(page, '9.1').getByRole('combobox', { name: 'Element type' });
  await expect(picker).toBeFocused();
  const heading = page.getByRole('heading', { name: 'Section 9', exact: true });
  await expect(heading).toBeInViewport({ ratio: 1 });
  const header = await page.getByRole('banner').boundingBox();
  const top = (await heading.boundingBox())?.y ?? 0;
  expect(top).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  // the section above is mounted again once the browser is idle, for the next scroll step
  await expect(page.getByRole('region', { name: 'Section 8' })).toBeAttached();
});

test('a refused save on a long page scrolls to the element at fault, far below, and focuses its field', async ({
  page,
}) => {
  // twelve sections: the last one's frame is far below the screen and, in the builder's
  // virtual list, not mounted at all when Save is pressed at the top of the page
  const text = (n: number) => ({
    type: 'text',
    content: { content: { pl: `<p>Sekcja ${n}</p>`, en: '' } },
  });
  const frame = {
    type: 'iframe',
    content: { title: { pl: 'Ramka', en: '' }, url: 'https://example.com' },
  };
  const sections = Array.from({ length: 12 }, (_, i) => ({
    elements: i === 11 ? [text(i + 1), frame] : [text(i + 1), text(i + 1), text(i + 1)],
  }));
  const id = await newOffer(page, sections);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, 'en');
  await page.goto(`/pages/${id}/edit`);
  await page.getByRole('tab', { name: 'Sections' }).click();
  const frameCard = element(page, '12.2');
  // scrolled down as a user would: the list mounts the sections the window reaches
  await expect(async () => {
    await page.mouse.wheel(0, 2000);
    await expect(frameCard).toBeAttached({ timeout: 500 });
  }).toPass();
  // 35 elements: a page this big opens with its elements collapsed
  await frameCard.getByRole('button', { name: 'Expand element 12.2' }).click();
  const url = frameCard.getByRole('textbox', { name: 'Frame address (https://)' });
  await url.fill('http://example.com/insecure');
  // the focus leaves the field, so the list may let its section go (it keeps a focused one)
  await url.blur();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(frameCard).not.toBeAttached();

  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expect(frameCard.getByText('The address must start with https://.')).toBeVisible();
  await expect(url).toBeInViewport();
  await expect(url).toBeFocused();
});
