import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/database.js';
import { roles, userRoles, users } from '../../db/schema/index.js';

/** Demo staff accounts (one per seeded role) and investors, for the first start. */
export async function seedUsersDemo(db: Db): Promise<void> {
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
}
