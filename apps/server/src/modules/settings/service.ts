import { eq } from 'drizzle-orm';
import {
  SOCIAL_NETWORKS,
  type Config,
  type ConfigInput,
  type PaypalConfig,
  type PaypalConfigInput,
  type SocialMediaIcon,
} from '@backoffice/contract/settings';
import { paypalNotSetUp } from '@backoffice/contract';
import { settings } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import type { AuditActor } from '../../core/audit.js';
import {
  NO_CHILDREN,
  toIso,
  updateRecordAudited,
  type RecordEntity,
  type RequestActor,
} from '../../core/crud.js';
import { AppError } from '../../core/errors.js';
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
/** The single rows' id: the stale check and the audit entries name it. */
const SINGLE_ROW = 1;

type SettingsRow = typeof settings.$inferSelect;
type PaypalRow = typeof paypalConfig.$inferSelect;

/** The single rows exist from the first read on (a database seeded before they had columns, too). */
async function ensureRows(db: DbOrTx): Promise<void> {
  await db
    .insert(settings)
    .values({ id: SINGLE_ROW, ...DEFAULT_SETTINGS })
    .onConflictDoNothing();
  await db.insert(paypalConfig).values({ id: SINGLE_ROW }).onConflictDoNothing();
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
    approvals: { mode: row.approvalMode, threshold: row.approvalThreshold },
    deadlines: { extendMaxDays: row.extendMaxDays },
    version: row.version,
    updatedAt: toIso(row.updatedAt),
  };
}

export async function getConfig(db: Db): Promise<Config> {
  await ensureRows(db);
  const [row] = await db.select().from(settings).where(eq(settings.id, SINGLE_ROW));
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
  if (data.approvals) {
    values.approvalMode = data.approvals.mode;
    values.approvalThreshold = data.approvals.threshold;
  }
  if (data.deadlines) values.extendMaxDays = data.deadlines.extendMaxDays;
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
  actor: RequestActor,
  input: { data: ConfigInput; version: number },
  requireStepUp: (tx: DbOrTx) => Promise<void>,
): Promise<Config> {
  await ensureRows(db);
  return updateRecordAudited(
    db,
    actor,
    configEntity,
    SINGLE_ROW,
    input.version,
    () => Promise.resolve({ values: settingsValues(input.data), children: null }),
    async (tx, before, after) => {
      // the four-eyes rule guards money from one person; whoever may edit the site settings must
      // not be able to switch it off (REQ-APPR-1). Judged on the stored values, so a form that
      // resends them unchanged saves for anyone; the throw rolls the whole save back
      const fourEyesChanged =
        before.approvalMode !== after.approvalMode ||
        before.approvalThreshold !== after.approvalThreshold;
      if (!fourEyesChanged) return;
      if (!actor.isSuperAdmin) {
        throw AppError.of(
          403,
          AREA,
          'ONLY_SUPER_ADMIN',
          'Only the super admin may change the four-eyes rule',
        );
      }
      await requireStepUp(tx);
    },
  );
}

/** The settings row to the write pipeline; the audit log keeps it as the form reads it. */
const configEntity: RecordEntity<typeof settings, null, Config> = {
  table: settings,
  area: AREA,
  missing: 'ENTITY_NOT_EXIST',
  entityType: 'config',
  children: NO_CHILDREN,
  toDto: toConfig,
};

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
  return readPaypalConfig(db, secrets);
}

async function readPaypalConfig(db: Db, secrets: SecretBox): Promise<PaypalConfig> {
  const [row] = await db.select().from(paypalConfig).where(eq(paypalConfig.id, SINGLE_ROW));
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
  await updateRecordAudited(db, actor, paypalEntity, SINGLE_ROW, input.version, (_tx, before) => {
    const sandbox = nextSecret(c.sandboxClientSecret, before.sandboxClientSecret, secrets);
    const production = nextSecret(c.productionClientSecret, before.productionClientSecret, secrets);
    const credentials = {
      productionMode: c.productionMode,
      sandboxClientId: c.sandboxClientId,
      sandboxSecretSet: sandbox.value !== null,
      productionClientId: c.productionClientId,
      productionSecretSet: production.value !== null,
    };
    // REQ-SETTINGS-4: the chosen mode needs its credentials, stored or typed now; a configuration
    // nobody has set up yet (as seeded) saves as it is (REQ-POLISH-1)
    if (!paypalNotSetUp(credentials)) {
      requirePaypalCredentials(
        AREA,
        credentials,
        (mode, field) =>
          `data.defaultCredentials.${mode}Client${field === 'clientId' ? 'Id' : 'Secret'}`,
      );
    }
    return Promise.resolve({
      values: {
        maxAmount: Number(maxAmount).toFixed(2),
        productionMode: c.productionMode,
        sandboxClientId: c.sandboxClientId,
        sandboxClientSecret: sandbox.value,
        productionClientId: c.productionClientId,
        productionClientSecret: production.value,
      },
      children: null,
      auditNote: secretAuditNote({
        sandboxClientSecret: sandbox.change,
        productionClientSecret: production.change,
      }),
    });
  });
  return readPaypalConfig(db, secrets);
}

/** The payment-provider row to the write pipeline; the audit log never shows a secret. */
const paypalEntity: RecordEntity<
  typeof paypalConfig,
  null,
  ReturnType<typeof paypalAuditRecord>
> = {
  table: paypalConfig,
  area: AREA,
  missing: 'ENTITY_NOT_EXIST',
  entityType: 'paypal-config',
  children: NO_CHILDREN,
  toDto: paypalAuditRecord,
};
