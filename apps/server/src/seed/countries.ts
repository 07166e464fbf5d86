import { eq } from 'drizzle-orm';
import type { Db } from '../core/db/database.js';
import { countries, countryStates } from '../db/schema/index.js';

/** Reference data for the address and bank selects: the EU and close neighbours. */
const COUNTRIES: [code: string, pl: string, en: string][] = [
  ['PL', 'Polska', 'Poland'],
  ['AT', 'Austria', 'Austria'],
  ['BE', 'Belgia', 'Belgium'],
  ['BG', 'Bułgaria', 'Bulgaria'],
  ['HR', 'Chorwacja', 'Croatia'],
  ['CY', 'Cypr', 'Cyprus'],
  ['CZ', 'Czechy', 'Czechia'],
  ['DK', 'Dania', 'Denmark'],
  ['EE', 'Estonia', 'Estonia'],
  ['FI', 'Finlandia', 'Finland'],
  ['FR', 'Francja', 'France'],
  ['DE', 'Niemcy', 'Germany'],
  ['GR', 'Grecja', 'Greece'],
  ['HU', 'Węgry', 'Hungary'],
  ['IE', 'Irlandia', 'Ireland'],
  ['IT', 'Włochy', 'Italy'],
  ['LV', 'Łotwa', 'Latvia'],
  ['LT', 'Litwa', 'Lithuania'],
  ['LU', 'Luksemburg', 'Luxembourg'],
  ['MT', 'Malta', 'Malta'],
  ['NL', 'Holandia', 'Netherlands'],
  ['PT', 'Portugalia', 'Portugal'],
  ['RO', 'Rumunia', 'Romania'],
  ['SK', 'Słowacja', 'Slovakia'],
  ['SI', 'Słowenia', 'Slovenia'],
  ['ES', 'Hiszpania', 'Spain'],
  ['SE', 'Szwecja', 'Sweden'],
  ['GB', 'Wielka Brytania', 'United Kingdom'],
  ['NO', 'Norwegia', 'Norway'],
  ['CH', 'Szwajcaria', 'Switzerland'],
  ['UA', 'Ukraina', 'Ukraine'],
];

const VOIVODESHIPS = [
  'dolnośląskie',
  'kujawsko-pomorskie',
  'lubelskie',
  'lubuskie',
  'łódzkie',
  'małopolskie',
  'mazowieckie',
  'opolskie',
  'podkarpackie',
  'podlaskie',
  'pomorskie',
  'śląskie',
  'świętokrzyskie',
  'warmińsko-mazurskie',
  'wielkopolskie',
  'zachodniopomorskie',
];

export async function seedCountries(db: Db): Promise<void> {
  await db
    .insert(countries)
    .values(COUNTRIES.map(([code, pl, en]) => ({ code, name: { pl, en } })))
    .onConflictDoNothing();
  const [poland] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, 'PL'));
  if (poland) {
    await db
      .insert(countryStates)
      .values(VOIVODESHIPS.map((name) => ({ countryId: poland.id, name })))
      .onConflictDoNothing();
  }
}
