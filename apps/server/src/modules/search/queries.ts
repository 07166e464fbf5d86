import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMIT, type SearchKind } from '@backoffice/contract';
import { userSearchText, users } from '../../db/schema/users.js';
import { escapeLike } from '../../core/list-query/index.js';

/**
 * The record search's SQL (`GET /api/admin/search`): one statement, a `union all` of one bounded
 * branch per kind the caller may see, so a search costs one round trip whatever it finds.
 * Raw SQL, as the dashboard's, so that the EXPLAIN guard (test/search.test.ts) explains exactly
 * what the endpoint runs. Every branch has the same columns; a kind fills those it has.
 *
 * - Offers, blog posts and static pages: every word in the title (either language) or a slug.
 *   Tens or hundreds of rows: read whole, newest first.
 * - Orders and transactions: by number, the primary key.
 * - Investors: every word in `first_name || ' ' || last_name || ' ' || email`, the expression
 *   of the trigram index `users_search_trgm_idx` (`userSearchText`, the same one the money
 *   lists' investor filter uses), so 200,000 investors are not read. No `order by`: the first
 *   matches the bitmap scan gives, in table order, end it; an order would sort every match
 *   ("example" matches them all).
 * - Staff: by the same expression, over the staff rows alone, in name order.
 * - A whole e-mail address finds investors and staff by that address alone, through the unique
 *   index on `lower(email)` (`searchEmail` in the contract).
 */

export interface SearchTerms {
  /** the LIKE patterns (`%word%`, escaped), every one to match; empty: no text kinds */
  patterns: string[];
  /** a whole e-mail address (lower case): people are found by it alone, by the unique index */
  email?: string | null;
  /** a whole number for the order and transaction branches, or null */
  number: number | null;
}

export const likePatterns = (words: readonly string[]) =>
  words.map((word) => `%${escapeLike(word)}%`);

const every = (text: SQL, patterns: readonly string[]): SQL =>
  sql.join(
    patterns.map((pattern) => sql`${text} ilike ${pattern}`),
    sql` and `,
  );

/** The columns of every branch, in order; a branch passes what it has and null for the rest. */
interface Columns {
  id: SQL;
  title?: SQL;
  slug?: SQL;
  investor?: SQL;
  amount?: SQL;
  firstName?: SQL;
  lastName?: SQL;
  email?: SQL;
}
const select = (kind: SearchKind, c: Columns): SQL =>
  sql`select ${kind}::text as kind, ${c.id} as id, ${c.title ?? sql`null::jsonb`} as title,
     ${c.slug ?? sql`null::text`} as slug, ${c.investor ?? sql`null::text`} as investor,
     ${c.amount ?? sql`null::text`} as amount,
     ${c.firstName ?? sql`null::text`} as "firstName", ${c.lastName ?? sql`null::text`} as "lastName",
     ${c.email ?? sql`null::text`} as email`;

const content = (kind: SearchKind, table: string, patterns: readonly string[]): SQL => {
  const t = sql.raw(table);
  const text = sql`(c.title->>'pl' || ' ' || (c.title->>'en') || ' ' || c.slug_pl || ' ' || c.slug_en)`;
  return sql`(${select(kind, { id: sql`c.id`, title: sql`c.title`, slug: sql`c.slug_pl` })}
    from ${t} c where ${every(text, patterns)} order by c.id desc limit ${SEARCH_LIMIT})`;
};

const money = (kind: 'order' | 'transaction', table: string, amount: string, id: number): SQL =>
  sql`(${select(kind, {
    id: sql`m.id`,
    investor: sql`u.first_name || ' ' || u.last_name`,
    amount: sql`m.${sql.raw(amount)}::text`,
  })}
    from ${sql.raw(table)} m join ${users} u on u.id = m.user_id where m.id = ${id})`;

const person = {
  id: sql`${users.id}`,
  firstName: sql`${users.firstName}`,
  lastName: sql`${users.lastName}`,
  email: sql`${users.email}`,
};

/**
 * Investors: the users whose name and e-mail hold every word, as a materialized CTE. Planned on
 * its own for every row it could give, PostgreSQL takes the trigram index; planned under the
 * branch's `limit 5`, it chose a sequential scan expecting five matches early in the table,
 * which for a rare name reads all 200,000. The CTE is still read lazily: the scan stops once
 * the branch has its five.
 */
const investorsCte = (people: SQL): SQL =>
  sql`investors as materialized (
    ${select('investor', person)}
      from ${users} where ${people}
        and ${users.deletedAt} is null and not ${users.isAdmin})`;

/** Who a person branch matches: the whole address by the unique index, or every word. */
const peopleMatch = (terms: SearchTerms): SQL =>
  terms.email
    ? sql`lower(${users.email}) = ${terms.email}`
    : every(userSearchText(users), terms.patterns);

const investors = sql`(select * from investors limit ${SEARCH_LIMIT})`;

/** Staff: the few staff rows in name order (partial index `users_staff_name_idx`), matched. */
const staff = (people: SQL): SQL =>
  sql`(${select('staff', person)}
    from ${users} where ${users.isAdmin} and ${users.deletedAt} is null
      and ${people}
    order by ${users.lastName}, ${users.firstName}, ${users.id} limit ${SEARCH_LIMIT})`;

/** The statement for the kinds given (in their order), or null when none has anything to look up. */
export function searchStatement(kinds: readonly SearchKind[], terms: SearchTerms): SQL | null {
  const { patterns, number } = terms;
  const branches: SQL[] = [];
  for (const kind of kinds) {
    switch (kind) {
      case 'offer':
      case 'blogPost':
      case 'page':
        if (patterns.length > 0) branches.push(content(kind, CONTENT_TABLES[kind], patterns));
        break;
      case 'order':
        if (number !== null) branches.push(money(kind, 'orders', 'total_amount', number));
        break;
      case 'transaction':
        if (number !== null) branches.push(money(kind, '"transaction"', 'amount', number));
        break;
      case 'investor':
        if (patterns.length > 0) branches.push(investors);
        break;
      case 'staff':
        if (patterns.length > 0) branches.push(staff(peopleMatch(terms)));
        break;
    }
  }
  if (branches.length === 0) return null;
  const union = sql.join(branches, sql`\nunion all\n`);
  return kinds.includes('investor') && patterns.length > 0
    ? sql`with ${investorsCte(peopleMatch(terms))}\n${union}`
    : union;
}

const CONTENT_TABLES = { offer: 'offer', blogPost: 'blog_post', page: 'page' } as const;
