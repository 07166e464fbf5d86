import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiToken, createStaff, signIn } from './support.js';

/*
 * Blog posts and static pages through the UI (REQ-BLOG-1 to REQ-BLOG-6, REQ-PAGE-1 to REQ-PAGE-4),
 * as staff holding only these areas' permissions: a post with an image and two tags, scheduled,
 * found by search and by date
 * range, and a slug clash shown on its field; a page with two attachments of the same file
 * name (the second suffixed), and a page deleted with its title in the confirmation.
 */

const BLOG_EDITOR = [
  'admin:blog:list',
  'admin:blog:get',
  'admin:blog:create',
  'admin:blog:edit',
  'admin:blog:delete',
  'admin:tags:list',
  'admin:tags:get',
];
const PAGE_EDITOR = [
  'admin:page:list',
  'admin:page:get',
  'admin:page:create',
  'admin:page:edit',
  'admin:page:delete',
];

const unique = () => Date.now().toString(36);

async function adminCall(request: APIRequestContext, url: string, data: unknown) {
  const res = await request.post(url, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: number };
}

/** A Warsaw day as the list's date filter takes it (`YYYY-MM-DD`). */
const warsawDay = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/** Picks the 15th of next month at 10:30 in the published-at picker (Warsaw time). */
async function scheduleNextMonth(page: Page) {
  await page.getByRole('button', { name: 'Published at' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('button[data-direction="next"]').click();
  await dialog.getByRole('button', { name: /^15 / }).click();
  const [hours, minutes] = [
    dialog.getByRole('spinbutton').nth(0),
    dialog.getByRole('spinbutton').nth(1),
  ];
  await hours.click();
  await page.keyboard.type('10');
  await minutes.click();
  await page.keyboard.type('30');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Published at' })).toContainText(
    /^15\/\d{2}\/\d{4} 10:30$/,
  );
}

test('a post with an image and two tags is scheduled, found by search and date range; a slug clash shows on its field', async ({
  page,
  request,
}) => {
  // many steps on a loaded machine: more than the default minute
  test.setTimeout(150_000);
  const id = unique();
  const tagA = `Tag A ${id}`;
  const tagB = `Tag B ${id}`;
  await adminCall(request, '/api/admin/tags', { data: { name: { pl: tagA, en: tagA } } });
  await adminCall(request, '/api/admin/tags', { data: { name: { pl: tagB, en: tagB } } });
  // a post whose slug the new one will try to take
  const takenSlug = `zajety-slug-${id}`;
  await adminCall(request, '/api/admin/blog', {
    data: {
      isVisible: false,
      publishedAt: null,
      position: 1,
      author: '',
      slug: { pl: takenSlug, en: '' },
      title: { pl: `Zajęty ${id}`, en: '' },
      description: { pl: '', en: '' },
      content: { pl: '', en: '' },
      seoTitle: { pl: '', en: '' },
      seoDescription: { pl: '', en: '' },
      tags: [],
    },
  });

  const staff = await createStaff(request, BLOG_EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto('/blog/create');

  // Content: the title makes the slug, Polish letters transliterated
  await page.getByRole('tab', { name: 'Content' }).click();
  const title = `Żółć inwestora ${id}`;
  await page.getByRole('textbox', { name: 'Title (Polish)', exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: 'Title (English)', exact: true })
    .fill(`Investor bile ${id}`);
  await page.getByRole('tab', { name: 'Main' }).click();
  await expect(page.getByRole('textbox', { name: 'Slug (Polish)', exact: true })).toHaveValue(
    `zolc-inwestora-${id}`,
  );

  // SEO: the counter and the search-result preview follow the fields
  await page.getByRole('tab', { name: 'SEO' }).click();
  await page
    .getByRole('textbox', { name: 'SEO title (Polish)', exact: true })
    .fill('Żółć inwestora');
  await expect(page.getByText('14 / 60 characters')).toBeVisible();
  await expect(page.getByTestId('seo-preview-pl')).toContainText('Żółć inwestora');
  await page.getByRole('tab', { name: 'Main' }).click();

  const picture = await sharp({
    create: { width: 800, height: 500, channels: 3, background: '#2b8a3e' },
  })
    .png()
    .toBuffer();
  await page
    .getByTestId('upload-dropzone')
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'okladka.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByTestId('upload-progress')).toHaveCount(0);

  const tags = page.getByRole('combobox', { name: 'Tags' });
  for (const tag of [tagA, tagB]) {
    await tags.click();
    await tags.fill(tag);
    await page.getByRole('option', { name: tag }).click();
  }
  await scheduleNextMonth(page);

  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  await expect(page.getByText('Successfully created new post')).toBeVisible();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
  const postId = Number(page.url().split('/').pop());

  // saved as chosen: the image, both tags, next month's 15th
  const saved = await request
    .get(`/api/admin/blog/${postId}`, {
      headers: { authorization: `Bearer ${await apiToken(request)}` },
    })
    .then((res) => res.json());
  expect(saved.tags).toHaveLength(2);
  expect(saved.image).not.toBeNull();
  const published = new Date(saved.publishedAt);
  expect(published.getTime()).toBeGreaterThan(Date.now());
  const day = warsawDay(published);
  expect(day.endsWith('-15')).toBe(true);

  // found by search (the list shows the English title in English)
  const shownTitle = `Investor bile ${id}`;
  await page.goto('/blog');
  await page.getByLabel('Search', { exact: true }).fill(`inwestora ${id}`);
  await expect(page.getByRole('row', { name: new RegExp(shownTitle) })).toBeVisible();
  // found by its published date range, and not outside it
  await page.goto(
    `/blog?filters[publishedAt][dateFrom]=${day}&filters[publishedAt][dateTo]=${day}`,
  );
  await expect(page.getByRole('row', { name: new RegExp(shownTitle) })).toBeVisible();
  const dayAfter = warsawDay(new Date(published.getTime() + 36 * 3600_000));
  await page.goto(`/blog?filters[publishedAt][dateFrom]=${dayAfter}`);
  await expect(page.getByText('No posts found.').or(page.getByRole('table'))).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(shownTitle) })).toHaveCount(0);

  // a slug another post has: the message on that field
  await page.goto(`/blog/${postId}`);
  const slug = page.getByRole('textbox', { name: 'Slug (Polish)', exact: true });
  await slug.fill(takenSlug);
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  // the answer names `slug.pl`: the message is on the Polish slug, not on the English one; the
  // field's hint describes it too
  await expect(slug).toHaveAccessibleDescription(
    'This slug is already taken. Made from the title until you change it by hand',
  );
  await expect(slug).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('textbox', { name: 'Slug (English)', exact: true }),
  ).not.toHaveAttribute('aria-invalid', 'true');
});

test('saving a post without its title opens the tab the title is on and says what is wrong', async ({
  page,
  request,
}) => {
  // the required title is on the Content tab; Save on the Main tab used to do nothing visible
  const staff = await createStaff(request, BLOG_EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto('/blog/create');
  await page
    .getByRole('textbox', { name: 'Slug (Polish)', exact: true })
    .fill(`bez-tytulu-${unique()}`);
  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
  const title = page.getByRole('textbox', { name: 'Title (Polish)', exact: true });
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Some fields need correcting: they are marked in red.'),
  ).toBeVisible();
});

test('a static page with two attachments of the same file name: the second is suffixed', async ({
  page,
  request,
}) => {
  const staff = await createStaff(request, PAGE_EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto('/static-pages/create');
  const id = unique();
  await page.getByRole('textbox', { name: 'Slug (Polish)', exact: true }).fill(`regulamin-${id}`);
  await page.getByRole('textbox', { name: 'Title (Polish)', exact: true }).fill(`Regulamin ${id}`);

  const pdf = (text: string) =>
    Buffer.from(
      `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    );
  const attachments = page.getByRole('group', { name: 'Attachments' });
  await attachments
    .getByTestId('upload-dropzone')
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'regulamin.pdf', mimeType: 'application/pdf', buffer: pdf('one') },
      { name: 'regulamin.pdf', mimeType: 'application/pdf', buffer: pdf('two') },
    ]);
  await expect(attachments.getByTestId('attachment-row')).toHaveCount(2);
  await expect(attachments.getByLabel('Display name: regulamin.pdf')).toHaveValue('regulamin.pdf');
  await expect(attachments.getByLabel('Display name: regulamin (1).pdf')).toHaveValue(
    'regulamin (1).pdf',
  );

  await page.getByRole('button', { name: 'Create', exact: true }).first().click();
  await expect(page.getByText('Successfully created new page')).toBeVisible();
  await expect(page).toHaveURL(/\/static-pages\/\d+$/);
  await page.reload();
  const saved = page.getByRole('group', { name: 'Attachments' });
  await expect(saved.getByTestId('attachment-row')).toHaveCount(2);
  await expect(saved.getByRole('link', { name: /regulamin \(1\)\.pdf/ })).toBeVisible();
});

test('deleting a static page asks with its title, then removes it', async ({ page, request }) => {
  const id = unique();
  const title = `Do usunięcia ${id}`;
  await adminCall(request, '/api/admin/page', {
    data: {
      active: false,
      slug: { pl: `do-usuniecia-${id}`, en: '' },
      title: { pl: title, en: title },
      subTitle: { pl: '', en: '' },
      content: { pl: '', en: '' },
      seoTitle: { pl: '', en: '' },
      seoDescription: { pl: '', en: '' },
      attachments: [],
    },
  });
  const staff = await createStaff(request, PAGE_EDITOR);
  await signIn(page, staff.email, staff.password, 'en');
  await page.goto('/static-pages');
  await page.getByLabel('Search', { exact: true }).fill(id);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: /Delete/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure you want to delete page ${title}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted page')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
});
