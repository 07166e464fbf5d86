import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slugify } from '@backoffice/contract';
import { offer } from '../src/modules/offers/schema.js';
import { featuredOffer, featuredOfferEntry } from '../src/modules/featured-offers/schema.js';
import { useTestApp } from './helpers/test-app.js';
import { bearer, createUser, signIn } from './helpers/auth.js';

const ctx = useTestApp();

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, headers = ctx.admin, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const errorsOf = (res: { json(): { errors: { code: string; context?: string }[] } }) =>
  res.json().errors.map((e) => [e.code, e.context]);

let offerSeq = 0;
/** An offer row as the offers area stores it (this branch has no offers API to create one). */
async function insertOffer(titlePl: string, titleEn: string, position = 1): Promise<number> {
  offerSeq += 1;
  const slug = (text: string) => `${slugify(text)}-${offerSeq}`;
  const [row] = await ctx.db
    .insert(offer)
    .values({
      position,
      title: { pl: titlePl, en: titleEn },
      slugPl: slug(titlePl),
      slugEn: slug(titleEn),
      seoTitle: { pl: titlePl, en: titleEn },
      seoDescription: { pl: '', en: '' },
      mainDescription: { pl: '', en: '' },
      projectType: { pl: 'Mieszkania', en: 'Apartments' },
      tenants: { pl: '', en: '' },
      investmentStart: '2026-01-01',
      investmentEnd: '2026-12-31',
    })
    .returning({ id: offer.id });
  if (!row) throw new Error('offer not inserted');
  return row.id;
}

async function groupId(name: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: featuredOffer.id })
    .from(featuredOffer)
    .where(eq(featuredOffer.name, name));
  if (!row) throw new Error(`no group ${name}`);
  return row.id;
}

const body = (version: number, offers: object[], overrides: object = {}) => ({
  title: { pl: 'Strona główna', en: 'Homepage' },
  returnAlreadyInvested: false,
  shuffle: false,
  offers,
  version,
  ...overrides,
});

const auditOf = async (id: number) =>
  (
    await call(
      'GET',
      `/api/admin/audit-log?filters[entityType][choice]=featured-offer&pagination[pageSize]=50`,
    )
  )
    .json()
    .items.filter((a: { entityId: string }) => a.entityId === String(id));

describe('Featured offers', () => {
  it('seeds the three groups the public site asks for, on every database', async () => {
    const res = await call('GET', '/api/admin/featured-offer');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { name: string; title: object; offerCount: number }[];
    expect(items.map((g) => g.name)).toEqual(['homepage', 'new-offers', 'investor-dashboard']);
    expect(items[1]).toMatchObject({
      title: { pl: 'Nowe oferty', en: 'New offers' },
      offerCount: 0,
    });
    const searched = await call('GET', '/api/admin/featured-offer?filters[search][text]=inwestora');
    expect(searched.json().items.map((g: { name: string }) => g.name)).toEqual([
      'investor-dashboard',
    ]);
    const sorted = await call(
      'GET',
      '/api/admin/featured-offer?order[0][column]=name&order[0][direction]=DESC',
    );
    expect(sorted.json().items.map((g: { name: string }) => g.name)).toEqual([
      'new-offers',
      'investor-dashboard',
      'homepage',
    ]);
    expect((await call('GET', '/api/admin/featured-offer?order[0][column]=nope')).statusCode).toBe(
      400,
    );
  });

  it('saves title, flags and entries in order, drops entries without an offer, audits the write', async () => {
    const id = await groupId('homepage');
    const krakow = await insertOffer('Apartamenty Kraków Zabłocie', 'Krakow Zablocie Apartments');
    const wroclaw = await insertOffer('Park logistyczny Wrocław', 'Wroclaw Logistics Park');
    const before = (await call('GET', `/api/admin/featured-offer/${id}`)).json();
    expect(before).toMatchObject({ name: 'homepage', offers: [] });

    const saved = await call(
      'PUT',
      `/api/admin/featured-offer/${id}`,
      ctx.admin,
      body(
        before.version,
        [
          { offer: wroclaw, position: 2, fixedPosition: false },
          { offer: null, position: 3, fixedPosition: true },
          { offer: '', fixedPosition: false },
          { offer: krakow, position: 1, fixedPosition: true },
          // no offer and no position: dropped, not refused
          { fixedPosition: false },
        ],
        {
          title: { pl: 'Polecane', en: 'Recommended' },
          shuffle: true,
          returnAlreadyInvested: true,
        },
      ),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const group = saved.json();
    expect(group).toMatchObject({
      name: 'homepage',
      title: { pl: 'Polecane', en: 'Recommended' },
      shuffle: true,
      returnAlreadyInvested: true,
      version: before.version + 1,
    });
    expect(group.offers).toEqual([
      {
        offerId: krakow,
        position: 1,
        fixedPosition: true,
        offer: {
          id: krakow,
          title: { pl: 'Apartamenty Kraków Zabłocie', en: 'Krakow Zablocie Apartments' },
          slug: {
            pl: expect.stringMatching(/^apartamenty-krakow-zablocie-/),
            en: expect.any(String),
          },
        },
      },
      expect.objectContaining({ offerId: wroclaw, position: 2, fixedPosition: false }),
    ]);
    // the name is the public site's key: a sent name is ignored
    const renamed = await call('PUT', `/api/admin/featured-offer/${id}`, ctx.admin, {
      ...body(group.version, [{ offer: krakow, position: 1, fixedPosition: true }]),
      name: 'something-else',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'homepage', version: group.version + 1 });
    expect(renamed.json().offers).toHaveLength(1);

    const audit = await auditOf(id);
    expect(audit.map((a: { action: string }) => a.action)).toEqual([
      'featured-offer.update',
      'featured-offer.update',
    ]);
    expect(audit[1].after).toMatchObject({
      title: { pl: 'Polecane', en: 'Recommended' },
      offers: [
        { offerId: krakow, position: 1, fixedPosition: true },
        { offerId: wroclaw, position: 2, fixedPosition: false },
      ],
    });
    expect(audit[0].before.offers).toHaveLength(2);
    expect(audit[0].after.offers).toEqual([{ offerId: krakow, position: 1, fixedPosition: true }]);

    const listed = (await call('GET', '/api/admin/featured-offer')).json().items;
    expect(listed.find((g: { id: number }) => g.id === id).offerCount).toBe(1);
  });

  it('a save that changes nothing writes nothing; a stale one answers 409', async () => {
    const id = await groupId('new-offers');
    const gdansk = await insertOffer('Hotel Gdańsk Wyspa Spichrzów', 'Gdansk Granary Island Hotel');
    const first = await call(
      'PUT',
      `/api/admin/featured-offer/${id}`,
      ctx.admin,
      body(1, [{ offer: gdansk, position: 1, fixedPosition: false }], {
        title: { pl: 'Nowe oferty', en: 'New offers' },
      }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const version = first.json().version as number;
    const auditCount = (await auditOf(id)).length;

    const same = await call(
      'PUT',
      `/api/admin/featured-offer/${id}`,
      ctx.admin,
      body(version, [{ offer: gdansk, position: 1, fixedPosition: false }], {
        title: { pl: 'Nowe oferty', en: 'New offers' },
      }),
    );
    expect(same.json().version).toBe(version);
    expect(await auditOf(id)).toHaveLength(auditCount);

    const stale = await call(
      'PUT',
      `/api/admin/featured-offer/${id}`,
      ctx.admin,
      body(version - 1, [], { title: { pl: 'Stare', en: 'Old' } }),
    );
    expect(stale.statusCode).toBe(409);
    expect(errorsOf(stale)[0]?.[0]).toBe('FEATURED_OFFER:STALE_WRITE');
    const kept = (await call('GET', `/api/admin/featured-offer/${id}`)).json();
    expect(kept.offers.map((e: { offerId: number }) => e.offerId)).toEqual([gdansk]);
  });

  it('refuses an unknown offer on its entry, a repeated offer and a missing position', async () => {
    const id = await groupId('investor-dashboard');
    const known = await insertOffer('Biurowiec Poznań', 'Poznan Office Building');
    const { version } = (await call('GET', `/api/admin/featured-offer/${id}`)).json();

    const unknown = await call(
      'PUT',
      `/api/admin/featured-offer/${id}`,
      ctx.admin,
      body(version, [
        { offer: null, position: 1, fixedPosition: false },
        { offer: known, position: 1, fixedPosition: false },
        { offer: 999_999, position: 2, fixedPosition: false },
      ]),
    );
    expect(unknown.statusCode).toBe(400);
    // the index as sent: the row the user sees, empty entries included
    expect(errorsOf(unknown)).toEqual([['FEATURED_OFFER:OFFER_NOT_EXISTS', 'offers.2.offer']]);

    const repeated = await call(
      'PUT',
      `/api/admin/featured-offer/${id}`,
      ctx.admin,
      body(version, [
        { offer: known, position: 1, fixedPosition: false },
        { offer: known, position: 2, fixedPosition: true },
      ]),
    );
    expect(repeated.statusCode).toBe(400);
    expect(errorsOf(repeated)).toEqual([['REQUEST:DUPLICATE_OFFER', 'offers.1.offer']]);

    const noPosition = await call(
      'PUT',
      `/api/admin/featured-offer/${id}`,
      ctx.admin,
      body(version, [{ offer: known, fixedPosition: false }]),
    );
    expect(noPosition.statusCode).toBe(400);
    expect(errorsOf(noPosition)).toEqual([['REQUEST:POSITION_IS_REQUIRED', 'offers.0.position']]);

    const badOffer = await call(
      'PUT',
      `/api/admin/featured-offer/${id}`,
      ctx.admin,
      body(version, [{ offer: 'abc', position: 1 }]),
    );
    expect(badOffer.statusCode).toBe(400);

    // nothing of the refused saves was written
    const group = (await call('GET', `/api/admin/featured-offer/${id}`)).json();
    expect(group).toMatchObject({ version, offers: [] });
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('404 for a group that does not exist', async () => {
    const got = await call('GET', '/api/admin/featured-offer/987654');
    expect(got.statusCode).toBe(404);
    expect(errorsOf(got)[0]?.[0]).toBe('FEATURED_OFFER:FEATURED_OFFER_NOT_EXISTS');
    const put = await call('PUT', '/api/admin/featured-offer/987654', ctx.admin, body(1, []));
    expect(put.statusCode).toBe(404);
  });

  it('an offer deleted later leaves its groups', async () => {
    const id = await groupId('investor-dashboard');
    const gone = await insertOffer('Osiedle Łódź Księży Młyn', 'Lodz Ksiezy Mlyn Estate');
    const { version } = (await call('GET', `/api/admin/featured-offer/${id}`)).json();
    const saved = await call(
      'PUT',
      `/api/admin/featured-offer/${id}`,
      ctx.admin,
      body(version, [{ offer: gone, position: 1, fixedPosition: false }]),
    );
    expect(saved.json().offers).toHaveLength(1);
    await ctx.db.delete(offer).where(eq(offer.id, gone));
    const rows = await ctx.db
      .select()
      .from(featuredOfferEntry)
      .where(eq(featuredOfferEntry.offerId, gone));
    expect(rows).toEqual([]);
    expect((await call('GET', `/api/admin/featured-offer/${id}`)).json().offers).toEqual([]);
  });

  it('offer options: searches titles and slugs in both languages, at most 20', async () => {
    const warsaw = await insertOffer('Kamienica Warszawa Praga', 'Warsaw Praga Tenement', 1);
    const byPl = await call('GET', '/api/admin/featured-offer/offer-options?search=praga');
    expect(byPl.statusCode, byPl.body).toBe(200);
    expect(byPl.json().items).toEqual([
      {
        id: warsaw,
        title: { pl: 'Kamienica Warszawa Praga', en: 'Warsaw Praga Tenement' },
        slug: { pl: expect.stringMatching(/^kamienica-warszawa-praga-/), en: expect.any(String) },
      },
    ]);
    const byEn = await call('GET', '/api/admin/featured-offer/offer-options?search=TENEMENT');
    expect(byEn.json().items.map((o: { id: number }) => o.id)).toEqual([warsaw]);
    // a LIKE wildcard is searched for as itself
    const wildcard = await call('GET', '/api/admin/featured-offer/offer-options?search=%25');
    expect(wildcard.json().items).toEqual([]);
    for (let i = 0; i < 22; i += 1) await insertOffer(`Lokal usługowy ${i}`, `Retail unit ${i}`, 5);
    const all = await call('GET', '/api/admin/featured-offer/offer-options');
    const items = all.json().items as { title: { pl: string } }[];
    expect(items).toHaveLength(20);
    // by the offers' own position first: the five at position 1, then the units at 5
    expect(items.map((o) => o.title.pl.startsWith('Lokal'))).toEqual([
      ...Array<boolean>(5).fill(false),
      ...Array<boolean>(15).fill(true),
    ]);
  });

  it('each route refuses an admin without its permission', async () => {
    const id = await groupId('homepage');
    const headersWith = async (permissions: string[]) =>
      bearer((await signIn(ctx.app, ...(await userWith(permissions)))).accessToken) as Record<
        string,
        string
      >;
    const userWith = async (permissions: string[]): Promise<[string, string]> => {
      const user = await createUser(ctx.db, { permissions });
      return [user.email, user.password];
    };
    const { version } = (await call('GET', `/api/admin/featured-offer/${id}`)).json();
    const options = '/api/admin/featured-offer/offer-options?search=a';

    const none = await headersWith(['admin:faq:list']);
    expect((await call('GET', '/api/admin/featured-offer', none)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/featured-offer/${id}`, none)).statusCode).toBe(403);
    expect((await call('GET', options, none)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/admin/featured-offer/${id}`, none, body(version, []))).statusCode,
    ).toBe(403);

    const lister = await headersWith(['admin:featured-offer:list']);
    expect((await call('GET', '/api/admin/featured-offer', lister)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/featured-offer/${id}`, lister)).statusCode).toBe(403);
    expect((await call('GET', options, lister)).statusCode).toBe(403);

    const reader = await headersWith(['admin:featured-offer:get']);
    expect((await call('GET', `/api/admin/featured-offer/${id}`, reader)).statusCode).toBe(200);
    expect((await call('GET', options, reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/featured-offer', reader)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/admin/featured-offer/${id}`, reader, body(version, []))).statusCode,
    ).toBe(403);

    const editor = await headersWith(['admin:featured-offer:edit']);
    expect((await call('GET', options, editor)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/featured-offer/${id}`, editor)).statusCode).toBe(403);
    const edited = await call('PUT', `/api/admin/featured-offer/${id}`, editor, body(version, []));
    expect(edited.statusCode, edited.body).toBe(200);
  });
});
