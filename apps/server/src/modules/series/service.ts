import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type ListQueryParams,
  normalizeIban,
  type RestoreRequest,
  seriesArea,
} from '@backoffice/contract';
import {
  SERIES_AVAILABILITIES,
  type Series,
  type SeriesInput,
  type SeriesOffer,
  type SeriesOptionsResponse,
  type UpdateSeries,
} from '@backoffice/contract/series';
import type { AuditActor } from '../../core/audit.js';
import {
  createRecordAudited,
  deleteAudited,
  flatRecord,
  idOf,
  isUniqueViolation,
  restoreRowsAudited,
  toIso,
  updateRecordAudited,
  type AuditedEntity,
} from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { conflict, notFound } from '../../core/errors.js';
import {
  dayCell,
  exportColumns,
  type ListExport,
  localized,
  moneyCell,
  textCell,
} from '../../core/export.js';
import {
  runList,
  type ListDefinition,
  type ParsedListQuery,
  textOrder,
} from '../../core/list-query/index.js';
import {
  maskStored,
  nextSecret,
  requirePaypalCredentials,
  secretAuditNote,
  type SecretChange,
} from '../../core/secret-fields.js';
import type { SecretBox } from '../../core/secrets.js';
import { offer } from '../offers/schema.js';
import { takenShares } from '../money/orders/service.js';
import { orders } from '../money/orders/schema.js';
import { series } from './schema.js';
import { businessZoneSql } from '../../core/db/business-time.js';

const AREA = 'SERIES';
type SeriesRow = typeof series.$inferSelect;

/** REQ-SERIES-2: the shares bought are those of accepted (`completed`) orders. */
const soldShares = sql<number>`coalesce((select sum(${orders.quantity}) from ${orders} where ${orders.seriesId} = ${series.id} and ${orders.status} = 'completed'), 0)`;
/** Availability is judged by the Warsaw calendar day, like every date filter of the product. */
const today = sql`(now() at time zone ${businessZoneSql})::date`;
const availability = sql`(case when ${series.availableTo} < ${today} then 'closed' when ${series.availableFrom} > ${today} then 'upcoming' else 'open' end)`;

const seriesList: ListDefinition = {
  table: series,
  filters: [
    { field: 'search', type: 'text', columns: [series.name, series.displayName] },
    {
      field: 'availability',
      type: 'choice',
      columns: [availability],
      choices: SERIES_AVAILABILITIES.map((value) => ({ value, label: value })),
    },
    { field: 'soldOut', type: 'boolean', columns: [sql`(${soldShares} >= ${series.limit})`] },
  ],
  sortable: {
    name: textOrder(series.name),
    pricePerShare: series.pricePerShare,
    availableFrom: series.availableFrom,
    availableTo: series.availableTo,
  },
  defaultOrder: [{ column: 'name', direction: 'ASC' }],
  tieBreaker: series.id,
};

interface SeriesStats {
  numberOfShares: number;
  orderCount: number;
}

async function statsOf(db: DbOrTx, ids: number[]): Promise<Map<number, SeriesStats>> {
  const stats = new Map<number, SeriesStats>();
  if (ids.length === 0) return stats;
  const rows = await db
    .select({
      seriesId: orders.seriesId,
      sold: sql<string>`coalesce(sum(${orders.quantity}) filter (where ${orders.status} = 'completed'), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(orders)
    .where(inArray(orders.seriesId, ids))
    .groupBy(orders.seriesId);
  for (const row of rows) {
    stats.set(row.seriesId, { numberOfShares: Number(row.sold), orderCount: Number(row.count) });
  }
  return stats;
}

async function offersOf(db: DbOrTx, ids: number[]): Promise<Map<number, SeriesOffer[]>> {
  const byId = new Map<number, SeriesOffer[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({ id: offer.id, seriesId: offer.seriesId, title: offer.title })
    .from(offer)
    .where(inArray(offer.seriesId, ids))
    .orderBy(asc(offer.position), asc(offer.id));
  for (const row of rows) {
    if (row.seriesId === null) continue;
    byId.set(row.seriesId, [...(byId.get(row.seriesId) ?? []), { id: row.id, title: row.title }]);
  }
  return byId;
}

/** The fields every view shares: the row without its secrets. */
function plainFields(row: SeriesRow) {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    limit: row.limit,
    pricePerShare: row.pricePerShare,
    availableFrom: row.availableFrom,
    availableTo: row.availableTo,
    bankName: row.bankName,
    accountHolder: row.accountHolder,
    accountNumber: row.accountNumber,
    allowOnlinePayments: row.allowOnlinePayments,
    useDefaultPaypalConfig: row.useDefaultPaypalConfig,
    paypalProductionMode: row.paypalProductionMode,
    paypalSandboxClientId: row.paypalSandboxClientId,
    paypalProductionClientId: row.paypalProductionClientId,
    version: row.version,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

/** What the audit log keeps: the fields and whether each secret is set, never a secret. */
function toRecord(row: SeriesRow) {
  return {
    ...plainFields(row),
    paypalSandboxClientSecretSet: row.paypalSandboxClientSecret !== null,
    paypalProductionClientSecretSet: row.paypalProductionClientSecret !== null,
  };
}

async function toSeries(db: DbOrTx, secrets: SecretBox, rows: SeriesRow[]): Promise<Series[]> {
  const ids = rows.map((row) => row.id);
  const [stats, offers] = await Promise.all([statsOf(db, ids), offersOf(db, ids)]);
  return rows.map((row) => ({
    ...plainFields(row),
    paypalSandboxClientSecret: maskStored(row.paypalSandboxClientSecret, secrets),
    paypalProductionClientSecret: maskStored(row.paypalProductionClientSecret, secrets),
    numberOfShares: stats.get(row.id)?.numberOfShares ?? 0,
    orderCount: stats.get(row.id)?.orderCount ?? 0,
    offers: offers.get(row.id) ?? [],
  }));
}

/** One page of the series list (the list and its export). */
async function listPage(db: Db, secrets: SecretBox, q: ParsedListQuery): Promise<Series[]> {
  return toSeries(
    db,
    secrets,
    await db
      .select()
      .from(series)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
  );
}

export function list(db: Db, secrets: SecretBox, query: ListQueryParams) {
  return runList(db, seriesList, query, (q) => listPage(db, secrets, q));
}

/**
 * `GET /api/admin/series/export` (REQ-EXPORT-1): the area's columns, with their cells. The page
 * query masks the secrets with the app's key, so the definition is made with it.
 */
export function listExport(secrets: SecretBox): ListExport<Series> {
  return {
    area: 'series',
    fileName: 'series',
    list: seriesList,
    fetchPage: (db, q) => listPage(db, secrets, q),
    columns: exportColumns(seriesArea, {
      name: textCell((s) => s.name),
      displayName: textCell((s) => (s.displayName ? s.displayName : null)),
      pricePerShare: moneyCell((s) => s.pricePerShare),
      sold: textCell((s) => `${s.numberOfShares} / ${s.limit}`),
      availableFrom: dayCell((s) => s.availableFrom),
      availableTo: dayCell((s) => s.availableTo),
      offers: textCell((s, language) =>
        s.offers.length > 0
          ? `${s.offers.length}: ${s.offers.map((o) => localized(o.title, language)).join(', ')}`
          : null,
      ),
    }),
  };
}

const missing = (id: number) => notFound(AREA, 'ENTITY_NOT_EXIST', `Series ${id} does not exist`);

export async function get(db: DbOrTx, secrets: SecretBox, id: number): Promise<Series> {
  const rows = await db.select().from(series).where(eq(series.id, id));
  const [found] = await toSeries(db, secrets, rows);
  if (!found) throw missing(id);
  return found;
}

/** `GET /api/admin/share/series`: every series as `{id, name}`, by name. */
export async function options(db: Db): Promise<SeriesOptionsResponse> {
  const items = await db
    .select({ id: series.id, name: series.name })
    .from(series)
    .orderBy(textOrder(series.name), asc(series.id));
  return { items };
}

type Fields = Omit<SeriesInput, 'paypalSandboxClientSecret' | 'paypalProductionClientSecret'>;

/** The stored form: the IBAN without spaces, the price with its two decimals. */
function toValues(fields: Fields) {
  return {
    ...fields,
    accountNumber: fields.accountNumber ? normalizeIban(fields.accountNumber) : '',
    pricePerShare: normalizePrice(fields.pricePerShare),
  };
}

/** `12.5` → `12.50`: what NUMERIC(14,2) reads back, so an unchanged save compares equal. */
function normalizePrice(price: string): string {
  const [whole = '0', fraction = ''] = price.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
}

/**
 * REQ-SERIES-3: a series with its own PayPal configuration needs its active mode's credentials,
 * the same rule as Settings' default configuration (`requirePaypalCredentials`).
 */
function requireOwnPaypalCredentials(
  fields: Fields,
  sandbox: { value: string | null; change: SecretChange },
  production: { value: string | null; change: SecretChange },
  prefix: string,
): void {
  if (fields.useDefaultPaypalConfig) return;
  requirePaypalCredentials(
    AREA,
    {
      productionMode: fields.paypalProductionMode,
      sandboxClientId: fields.paypalSandboxClientId,
      sandboxSecretSet: sandbox.value !== null,
      productionClientId: fields.paypalProductionClientId,
      productionSecretSet: production.value !== null,
    },
    (mode, field) =>
      `${prefix}paypal${mode === 'sandbox' ? 'Sandbox' : 'Production'}Client${field === 'clientId' ? 'Id' : 'Secret'}`,
  );
}

const nameTaken = (context: string) => (error: unknown) => {
  if (isUniqueViolation(error)) {
    throw conflict(AREA, 'NOT_UNIQUE_NAME', 'Another series has this name', context);
  }
  throw error;
};

/**
 * Create through the write pipeline (`createRecordAudited`, a flat record): the secrets are
 * encrypted and the PayPal rule checked first; the audit entry says which secrets were set,
 * never their values.
 */
export async function create(
  db: Db,
  secrets: SecretBox,
  actor: AuditActor,
  input: SeriesInput,
): Promise<{ id: number }> {
  const { paypalSandboxClientSecret, paypalProductionClientSecret, ...fields } = input;
  const row = await createRecordAudited(db, actor, flatRecord(seriesEntity), async () => {
    const sandbox = nextSecret(paypalSandboxClientSecret, null, secrets);
    const production = nextSecret(paypalProductionClientSecret, null, secrets);
    requireOwnPaypalCredentials(fields, sandbox, production, 'data.');
    return {
      values: {
        ...toValues(fields),
        paypalSandboxClientSecret: sandbox.value,
        paypalProductionClientSecret: production.value,
      },
      children: () => Promise.resolve(null),
      auditNote: () =>
        secretAuditNote({
          paypalSandboxClientSecret: sandbox.change,
          paypalProductionClientSecret: production.change,
        }),
    };
  }).catch(nameTaken('data.name'));
  return idOf(row);
}

/**
 * Edit: 409 on a stale version; a save that changes nothing writes nothing. The limit may not
 * fall below the shares live orders hold (pending, paid, completed): the series row is locked
 * first, as every order does before it counts them (docs/architecture.md, Money: lock order).
 */
export async function update(
  db: Db,
  secrets: SecretBox,
  actor: AuditActor,
  id: number,
  input: UpdateSeries,
): Promise<Series> {
  const { version, paypalSandboxClientSecret, paypalProductionClientSecret, ...fields } = input;
  const entity = { ...flatRecord(seriesEntity), retryConflicts: true };
  await updateRecordAudited(db, actor, entity, id, version, async (tx, before) => {
    if (fields.limit < before.limit) {
      const taken = await takenShares(tx, id);
      if (fields.limit < taken) {
        // the number in the message is what the form shows on the field (`CODE|n`)
        throw conflict(
          AREA,
          'SERIES_LIMIT_BELOW_TAKEN',
          `SERIES_LIMIT_BELOW_TAKEN|${taken}`,
          'limit',
        );
      }
    }
    const sandbox = nextSecret(
      paypalSandboxClientSecret,
      before.paypalSandboxClientSecret,
      secrets,
    );
    const production = nextSecret(
      paypalProductionClientSecret,
      before.paypalProductionClientSecret,
      secrets,
    );
    requireOwnPaypalCredentials(fields, sandbox, production, '');
    return {
      values: {
        ...toValues(fields),
        paypalSandboxClientSecret: sandbox.value,
        paypalProductionClientSecret: production.value,
      },
      children: null,
      auditNote: secretAuditNote({
        paypalSandboxClientSecret: sandbox.change,
        paypalProductionClientSecret: production.change,
      }),
    };
  }).catch(nameTaken('name'));
  return get(db, secrets, id);
}

/** A series to the write pipeline and the audit log: its fields, never a secret. */
const seriesEntity: AuditedEntity<typeof series, ReturnType<typeof toRecord>> = {
  table: series,
  area: AREA,
  missing: 'ENTITY_NOT_EXIST',
  entityType: 'series',
  toDto: toRecord,
  // the stored row too (the secrets as stored, encrypted): what an undo puts back
  restoreRows: true,
};

/**
 * A series with orders is part of the money trail: `CANT_DELETE_SERIES`. One an offer still
 * sells is refused with `CANT_DELETE_ENTITY_WITH_RELATIONS` (detach it in the offer first).
 */
export async function remove(db: Db, actor: AuditActor, id: number): Promise<void> {
  await deleteAudited(db, actor, seriesEntity, id, async (tx) => {
    const [withOrders] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.seriesId, id))
      .limit(1);
    if (withOrders) {
      throw conflict(AREA, 'CANT_DELETE_SERIES', 'The series has orders and cannot be deleted');
    }
    const [usedBy] = await tx
      .select({ id: offer.id })
      .from(offer)
      .where(eq(offer.seriesId, id))
      .limit(1);
    if (usedBy) {
      throw conflict(
        AREA,
        'CANT_DELETE_ENTITY_WITH_RELATIONS',
        'An offer sells this series; choose another series there first',
      );
    }
  });
}

/** Undo of a delete (decision 0005): the series back with its id and configuration. */
export async function restore(
  db: Db,
  secrets: SecretBox,
  actor: AuditActor,
  id: number,
  body: RestoreRequest,
  now: Date,
) {
  await restoreRowsAudited(
    db,
    actor,
    { table: series, area: AREA, entityType: 'series' },
    id,
    body.auditId,
    now,
  );
  return get(db, secrets, id);
}
