import type { Country } from '@backoffice/contract/users';
import type { Db } from '../../core/db/database.js';
import { countries, countryStates } from '../../db/schema/index.js';
import { textOrder } from '../../core/list-query/index.js';

export async function listCountries(db: Db): Promise<Country[]> {
  const [rows, states] = await Promise.all([
    db.select().from(countries).orderBy(countries.id),
    db.select().from(countryStates).orderBy(textOrder(countryStates.name)),
  ]);
  return rows.map((country) => ({
    id: country.id,
    code: country.code,
    name: country.name,
    states: states
      .filter((s) => s.countryId === country.id)
      .map((s) => ({ id: s.id, name: s.name })),
  }));
}
