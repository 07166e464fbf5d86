import { eq } from 'drizzle-orm';
import {
  SOCIAL_NETWORKS,
  type Config,
  type ConfigInput,
  type PaypalConfig,
  type PaypalConfigInput,
  type SocialMediaIcon,
} from '@backoffice/contract';
import { settings } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { recordAudit, type AuditActor } from '../../core/audit.js';
import { changesRow, staleWriteConflict, toIso, updateVersioned } from '../../core/crud.js';
import {
  maskStored,
  nextSecret,
  requirePaypalCredentials,
  secretAuditNote,
} from '../../core/secret-fields.js';
import type { SecretBox } from '../../core/secrets.js';
import { DEFAULT_SETTINGS } from '../../seed/default-settings.js';
import { paypalConfig } from './schema.js';

const AREA = 'CONFIG';

type SettingsRow = typeof settings.$inferSelect;
type PaypalRow = typeof paypalConfig.$inferSelect;

/** The single rows exist from the first read on (a database seeded before they had columns, too). */
async function ensureRows(db: DbOrTx): Promise<void> {
  await db
    .insert(settings)
    .values({ id: 1, ...DEFAULT_SETTINGS })
    .onConflictDoNothing();
  await db.insert(paypalConfig).values({ id: 1 }).onConflictDoNothing();
}

function socialMediaIcons(row: SettingsRow): SocialMediaIcon[] {
  return SOCIAL_NETWORKS.map((name, index) => {
    const saved = row.socialMediaIcons[name];
    return {
      id: index + 1,
      name,
      icon: name,
      isEnabled: saved?.isEnabled ?? false,
      url: saved?.url ?? '',
      position: saved?.position ?? index + 1,
    };
  });
}

function toConfig(row: SettingsRow): Config {
  return {
    contactForm: {
      sendFrom: row.contactFormSendFrom,
      sendTo: row.contactFormSendTo,
      sendFromName: row.contactFormSendFromName,
    },
    maintenanceMode: row.maintenanceMode,
    maintenanceModeTitle: row.maintenanceModeTitle,
    maintenanceModeMessage: row.maintenanceModeMessage,
    systemMaintenanceModeTitle: row.systemMaintenanceModeTitle,
    systemMaintenanceModeMessage: row.systemMaintenanceModeMessage,
    googleAnalyticsId: row.googleAnalyticsId,
    googleMapsId: row.googleMapsId,
    socialMediaIcons: socialMediaIcons(row),
    version: row.version,
    updatedAt: toIso(row.updatedAt),
  };
}

async function lockSettings(tx: DbOrTx): Promise<SettingsRow> {
  const [row] = await tx.select().from(settings).where(eq(settings.id, 1)).for('update');
  if (!row) throw new Error('the settings row is missing');
  return row;
}

export async function getConfig(db: Db): Promise<Config> {
  await ensureRows(db);
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (!row) throw new Error('the settings row is missing');
  return toConfig(row);
}

function settingsValues(data: ConfigInput): Partial<typeof settings.$inferInsert> {
  const values: Partial<typeof settings.$inferInsert> = {
    maintenanceMode: data.maintenanceMode,
    maintenanceModeTitle: data.maintenanceModeTitle,
    maintenanceModeMessage: data.maintenanceModeMessage,
    systemMaintenanceModeTitle: data.systemMaintenanceModeTitle,
    systemMaintenanceModeMessage: data.systemMaintenanceModeMessage,
    googleAnalyticsId: data.googleAnalyticsId,
    googleMapsId: data.googleMapsId,
    socialMediaIcons: data.socialMediaIcons,
  };
  if (data.contactForm) {
    values.contactFormSendFrom = data.contactForm.sendFrom;
    values.contactFormSendTo = data.contactForm.sendTo;
    values.contactFormSendFromName = data.contactForm.sendFromName;
  }
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/**
 * `PUT /api/admin/config`: the parts sent replace the stored ones; the maintenance switch takes
 * effect on the next request of every instance (the auth hook reads it from this row).
 */
export async function updateConfig(
  db: Db,
  actor: AuditActor,
  input: { data: ConfigInput; version: number },
): Promise<Config> {
  await ensureRows(db);
  const saved = await db.transaction(async (tx) => {
    const before = await lockSettings(tx);
    const values = settingsValues(input.data);
    if (before.version !== input.version) throw await staleWriteConflict(tx, AREA, 'config', 1);
    if (!changesRow(before, values)) return before;
    const after = await updateVersioned(tx, settings, 1, input.version, values, AREA);
    await recordAudit(tx, actor, {
      action: 'config.update',
      entityType: 'config',
      entityId: 1,
      before: toConfig(before),
      after: toConfig(after),
    });
    return after;
  });
  return toConfig(saved);
}

function toPaypalConfig(row: PaypalRow, secrets: SecretBox): PaypalConfig {
  return {
    maxAmount: row.maxAmount,
    defaultCredentials: {
      productionMode: row.productionMode,
      sandboxClientId: row.sandboxClientId,
      sandboxClientSecret: maskStored(row.sandboxClientSecret, secrets),
      productionClientId: row.productionClientId,
      productionClientSecret: maskStored(row.productionClientSecret, secrets),
    },
    version: row.version,
    updatedAt: toIso(row.updatedAt),
  };
}

export async function getPaypalConfig(db: Db, secrets: SecretBox): Promise<PaypalConfig> {
  await ensureRows(db);
  const [row] = await db.select().from(paypalConfig).where(eq(paypalConfig.id, 1));
  if (!row) throw new Error('the payment-provider row is missing');
  return toPaypalConfig(row, secrets);
}

/** What the audit log keeps of the configuration: ids and switches, never a secret. */
function paypalAuditRecord(row: PaypalRow) {
  return {
    maxAmount: row.maxAmount,
    productionMode: row.productionMode,
    sandboxClientId: row.sandboxClientId,
    productionClientId: row.productionClientId,
  };
}

export async function updatePaypalConfig(
  db: Db,
  secrets: SecretBox,
  actor: AuditActor,
  input: { data: PaypalConfigInput; version: number },
): Promise<PaypalConfig> {
  await ensureRows(db);
  const { maxAmount, defaultCredentials: c } = input.data;
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(paypalConfig)
      .where(eq(paypalConfig.id, 1))
      .for('update');
    if (!before) throw new Error('the payment-provider row is missing');
    const sandbox = nextSecret(c.sandboxClientSecret, before.sandboxClientSecret, secrets);
    const production = nextSecret(c.productionClientSecret, before.productionClientSecret, secrets);
    // REQ-SETTINGS-4: the chosen mode needs its credentials, stored or typed now
    requirePaypalCredentials(
      AREA,
      {
        productionMode: c.productionMode,
        sandboxClientId: c.sandboxClientId,
        sandboxSecretSet: sandbox.value !== null,
        productionClientId: c.productionClientId,
        productionSecretSet: production.value !== null,
      },
      (mode, field) =>
        `data.defaultCredentials.${mode}Client${field === 'clientId' ? 'Id' : 'Secret'}`,
    );
    const values = {
      maxAmount: Number(maxAmount).toFixed(2),
      productionMode: c.productionMode,
      sandboxClientId: c.sandboxClientId,
      sandboxClientSecret: sandbox.value,
      productionClientId: c.productionClientId,
      productionClientSecret: production.value,
    };
    if (before.version !== input.version) {
      throw await staleWriteConflict(tx, AREA, 'paypal-config', 1);
    }
    if (!changesRow(before, values)) return before;
    const after = await updateVersioned(tx, paypalConfig, 1, input.version, values, AREA);
    await recordAudit(tx, actor, {
      action: 'paypal-config.update',
      entityType: 'paypal-config',
      entityId: 1,
      before: paypalAuditRecord(before),
      after: {
        ...paypalAuditRecord(after),
        ...secretAuditNote({
          sandboxClientSecret: sandbox.change,
          productionClientSecret: production.change,
        }),
      },
    });
    return after;
  });
  return toPaypalConfig(saved, secrets);
}
