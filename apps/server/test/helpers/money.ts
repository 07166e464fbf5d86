import { eq } from 'drizzle-orm';
import type { Order } from '@backoffice/contract';
import type { App } from '../../src/app.js';
import type { Db } from '../../src/core/db/database.js';
import { users } from '../../src/db/schema/index.js';
import { offer } from '../../src/modules/offers/schema.js';
import { series } from '../../src/modules/series/schema.js';

/** The value, or a thrown error when a fixture did not produce it. */
export function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

let n = 0;
const day = (offsetDays: number) => {
  const date = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
};

/** An open offer selling one open series of `limit` shares at `price`. */
export async function createOfferWithSeries(
  db: Db,
  options: { limit?: number; price?: string; open?: boolean; seriesOpen?: boolean } = {},
) {
  n += 1;
  const [s] = await db
    .insert(series)
    .values({
      name: `Money series ${n}-${Date.now()}`,
      limit: options.limit ?? 100,
      pricePerShare: options.price ?? '100.00',
      availableFrom: options.seriesOpen === false ? day(-30) : day(-10),
      availableTo: options.seriesOpen === false ? day(-20) : day(60),
    })
    .returning();
  const text = (t: string) => ({ pl: t, en: t });
  const [o] = await db
    .insert(offer)
    .values({
      isOpen: options.open ?? true,
      title: { pl: `Oferta ${n}`, en: `Offer ${n}` },
      slugPl: `oferta-money-${n}-${Date.now()}`,
      seoTitle: text('seo'),
      seoDescription: text('seo'),
      mainDescription: text(''),
      projectType: text(''),
      investmentStart: day(-10),
      investmentEnd: day(300),
      tenants: text(''),
      seriesId: present(s).id,
    })
    .returning();
  return { seriesId: present(s).id, offerId: present(o).id, series: present(s), offer: present(o) };
}

export async function createInvestor(db: Db, firstName = 'Anna', lastName = 'Nowak') {
  n += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `investor${n}-${Date.now()}@example.com`,
      firstName,
      lastName,
      userType: 'investor',
      isAdmin: false,
    })
    .returning();
  return present(user);
}

/** Calls the API as `headers`; answers the parsed body and the status. */
export async function call<T = Order>(
  app: App,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() as T, res };
}

export const codesOf = (body: unknown) =>
  ((body as { errors?: { code: string }[] }).errors ?? []).map((e) => e.code);

export async function userIdByEmail(db: Db, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return present(row).id;
}
