import { BUSINESS_TIME_ZONE } from '@backoffice/contract';
import { sql } from 'drizzle-orm';

/**
 * The business time zone as an SQL literal (`'Europe/Warsaw'`), not a bound parameter: the
 * statements that use it keep the text they had, so their plans and the prepared shapes of the
 * list pages (docs/architecture.md, "Lists") do not change. The constant is a fixed string of
 * the contract, never input.
 */
export const businessZoneSql = sql.raw(`'${BUSINESS_TIME_ZONE.replace(/'/g, "''")}'`);
