import { eq } from 'drizzle-orm';
import type { Db } from '../core/db/database.js';
import { faq, menuItems, roles, userRoles, users } from '../db/schema/index.js';

/**
 * The demo data set created on the first start of an empty database. Each area adds its
 * realistic records here as it arrives; staff accounts and investors come first.
 */
export async function seedDemoData(db: Db): Promise<void> {
  const staff = [
    {
      email: 'anna.nowak@example.com',
      firstName: 'Anna',
      lastName: 'Nowak',
      role: 'content-editor',
    },
    {
      email: 'piotr.kowalski@example.com',
      firstName: 'Piotr',
      lastName: 'Kowalski',
      role: 'finance',
    },
  ];
  for (const person of staff) {
    const [created] = await db
      .insert(users)
      .values({
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        isAdmin: true,
        userType: 'staff',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.slug, person.role));
    if (created && role) await db.insert(userRoles).values({ userId: created.id, roleId: role.id });
  }

  const investors = [
    ['jan.wisniewski@example.com', 'Jan', 'Wiśniewski', 'Kraków'],
    ['katarzyna.wojcik@example.com', 'Katarzyna', 'Wójcik', 'Warszawa'],
    ['tomasz.kaminski@example.com', 'Tomasz', 'Kamiński', 'Gdańsk'],
    ['emma.smith@example.com', 'Emma', 'Smith', 'London'],
    ['marek.lewandowski@example.com', 'Marek', 'Lewandowski', 'Wrocław'],
  ] as const;
  await db
    .insert(users)
    .values(
      investors.map(([email, firstName, lastName, city]) => ({
        email,
        firstName,
        lastName,
        city,
        userType: 'investor',
      })),
    )
    .onConflictDoNothing();

  await db.insert(faq).values(
    DEMO_FAQ.map(([pl, en, apl, aen], i) => ({
      position: i + 1,
      isFeatured: i < 3,
      active: i !== 5,
      question: { pl, en },
      answer: { pl: apl, en: aen },
    })),
  );

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

const DEMO_FAQ: [string, string, string, string][] = [
  [
    'Jak zacząć inwestować?',
    'How do I start investing?',
    'Załóż konto, potwierdź dane i wybierz otwartą ofertę.',
    'Create an account, confirm your details and choose an open offer.',
  ],
  [
    'Jaka jest minimalna kwota inwestycji?',
    'What is the minimum investment?',
    'Minimalna liczba udziałów jest podana w każdej ofercie.',
    'Each offer states its minimum number of shares.',
  ],
  [
    'Jak opłacić zamówienie?',
    'How do I pay for an order?',
    'Przelewem bankowym lub przez PayPal, w terminie podanym w zamówieniu.',
    'By bank transfer or PayPal, before the deadline shown in the order.',
  ],
  [
    'Kiedy otrzymam dywidendę?',
    'When will I receive dividends?',
    'Dywidendy są wypłacane zgodnie z harmonogramem projektu.',
    'Dividends are paid according to the project schedule.',
  ],
  [
    'Czy mogę sprzedać udziały?',
    'Can I sell my shares?',
    'Zasady zbycia udziałów opisuje umowa inwestycyjna.',
    'The investment agreement describes how shares can be sold.',
  ],
  [
    'Jak zmienić numer konta bankowego?',
    'How do I change my bank account?',
    'Skontaktuj się z obsługą klienta.',
    'Contact customer support.',
  ],
];
