import type { Db } from '../../core/db/database.js';
import { menuItems } from './schema.js';

/** The public site's header (with one nested level) and footer links. */
export async function seedMenuItemsDemo(db: Db): Promise<void> {
  const header = async (
    position: number,
    pl: string,
    en: string,
    urlPl: string,
    urlEn: string,
    parentId: number | null = null,
  ) => {
    const [row] = await db
      .insert(menuItems)
      .values({
        position,
        codeName: parentId ? null : 'header',
        parentId,
        label: { pl, en },
        url: { pl: urlPl, en: urlEn },
      })
      .returning({ id: menuItems.id });
    return row?.id ?? null;
  };
  const offers = await header(1, 'Oferty', 'Offers', '/oferty', '/en/offers');
  await header(1, 'Otwarte', 'Open', '/oferty?status=otwarte', '/en/offers?status=open', offers);
  await header(
    2,
    'Zakończone',
    'Closed',
    '/oferty?status=zakonczone',
    '/en/offers?status=closed',
    offers,
  );
  await header(2, 'Jak to działa', 'How it works', '/jak-to-dziala', '/en/how-it-works');
  await header(3, 'Blog', 'Blog', '/blog', '/en/blog');
  await header(4, 'FAQ', 'FAQ', '/faq', '/en/faq');
  await db.insert(menuItems).values([
    {
      position: 1,
      codeName: 'footer',
      label: { pl: 'Regulamin', en: 'Terms' },
      url: { pl: '/regulamin', en: '/en/terms' },
    },
    {
      position: 2,
      codeName: 'footer',
      label: { pl: 'Polityka prywatności', en: 'Privacy policy' },
      url: { pl: '/polityka-prywatnosci', en: '/en/privacy-policy' },
    },
    {
      position: 3,
      codeName: 'footer',
      label: { pl: 'Kontakt', en: 'Contact' },
      url: { pl: '/kontakt', en: '/en/contact' },
    },
  ]);
}
