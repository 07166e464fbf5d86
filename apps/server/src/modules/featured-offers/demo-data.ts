import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/database.js';
import { offer } from '../offers/schema.js';
import { featuredOffer, featuredOfferEntry } from './schema.js';

/**
 * The groups the public site asks for by name (REQ-FEAT-4). They are reference
 * rows: inserted on every start when missing (there is no create in the back-office), their
 * titles and entries left as the admins edited them.
 */
export const FEATURED_OFFER_GROUPS = [
  { name: 'homepage', title: { pl: 'Strona główna', en: 'Homepage' } },
  { name: 'new-offers', title: { pl: 'Nowe oferty', en: 'New offers' } },
  { name: 'investor-dashboard', title: { pl: 'Panel inwestora', en: 'Investor dashboard' } },
] as const;

export async function seedFeaturedOfferGroups(db: Db): Promise<void> {
  await db
    .insert(featuredOffer)
    .values(FEATURED_OFFER_GROUPS.map((group) => ({ name: group.name, title: { ...group.title } })))
    .onConflictDoNothing();
}

/** How many offers the demo homepage group shows. */
const HOMEPAGE_DEMO_OFFERS = 4;

/**
 * Demo entries: the first offers by position on the homepage, the first one pinned, and the
 * two newest under "new offers". Uses whatever offers the demo data of the offers area made
 * (it seeds before this module); with none, the groups stay empty.
 */
export async function seedFeaturedOffersDemo(db: Db): Promise<void> {
  // the flags as the public site uses them: a shuffled homepage (its first entry pinned), and
  // the investor's dashboard that also lists what they already invested in
  await db.update(featuredOffer).set({ shuffle: true }).where(eq(featuredOffer.name, 'homepage'));
  await db
    .update(featuredOffer)
    .set({ returnAlreadyInvested: true })
    .where(eq(featuredOffer.name, 'investor-dashboard'));
  const offers = await db
    .select({ id: offer.id })
    .from(offer)
    .orderBy(asc(offer.position), asc(offer.id))
    .limit(HOMEPAGE_DEMO_OFFERS);
  if (offers.length === 0) return;
  const newest = await db
    .select({ id: offer.id })
    .from(offer)
    .orderBy(sql`${offer.createdAt} desc`, sql`${offer.id} desc`)
    .limit(2);
  const groupId = async (name: string) =>
    (
      await db
        .select({ id: featuredOffer.id })
        .from(featuredOffer)
        .where(eq(featuredOffer.name, name))
    )[0]?.id;
  const homepage = await groupId('homepage');
  const newOffers = await groupId('new-offers');
  if (homepage !== undefined) {
    await db
      .insert(featuredOfferEntry)
      .values(
        offers.map((row, index) => ({
          featuredOfferId: homepage,
          offerId: row.id,
          position: index + 1,
          fixedPosition: index === 0,
        })),
      )
      .onConflictDoNothing();
  }
  if (newOffers !== undefined) {
    await db
      .insert(featuredOfferEntry)
      .values(
        newest.map((row, index) => ({
          featuredOfferId: newOffers,
          offerId: row.id,
          position: index + 1,
          fixedPosition: false,
        })),
      )
      .onConflictDoNothing();
  }
}
