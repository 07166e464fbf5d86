import { eq } from 'drizzle-orm';
import type {
  MfaRequiredFor,
  SecuritySettings,
  SecuritySettingsInput,
} from '@backoffice/contract/settings';
import { securitySettings } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { NO_CHILDREN, toIso, updateRecordAudited, type RecordEntity } from '../../core/crud.js';
import type { RequestActor } from '../../core/crud.js';
import { AppError } from '../../core/errors.js';
import { restartPolicy } from '../../core/auth/mfa-policy.js';

/**
 * The security settings (REQ-STEP-3, REQ-MFA-POL-1): the step-up window and who must have a
 * second factor. A row of their own, so the site settings' save and this one never collide.
 */
const AREA = 'CONFIG';
const SINGLE_ROW = 1;

type Row = typeof securitySettings.$inferSelect;

function toDto(row: Row): SecuritySettings {
  return {
    stepUpMinutes: row.stepUpMinutes,
    mfaRequiredFor: row.mfaRequiredFor as MfaRequiredFor,
    mfaGraceDays: row.mfaGraceDays,
    version: row.version,
    updatedAt: toIso(row.updatedAt),
  };
}

async function ensureRow(db: DbOrTx): Promise<void> {
  await db.insert(securitySettings).values({ id: SINGLE_ROW }).onConflictDoNothing();
}

export async function getSecuritySettings(db: Db): Promise<SecuritySettings> {
  await ensureRow(db);
  const [row] = await db.select().from(securitySettings).where(eq(securitySettings.id, SINGLE_ROW));
  if (!row) throw new Error('the security settings row is missing');
  return toDto(row);
}

const entity: RecordEntity<typeof securitySettings, null, SecuritySettings> = {
  table: securitySettings,
  area: AREA,
  missing: 'ENTITY_NOT_EXIST',
  entityType: 'security-settings',
  children: NO_CHILDREN,
  toDto,
};

export const onlySuperAdmin = () =>
  AppError.of(
    403,
    AREA,
    'ONLY_SUPER_ADMIN',
    'Only the super admin may change the security settings',
  );

/**
 * Saves them: the super admin only (whoever else holds `admin:config:edit` may read them). A
 * new scope of the policy starts every user's grace period again, in the same transaction.
 */
export async function updateSecuritySettings(
  db: Db,
  actor: RequestActor,
  input: { data: SecuritySettingsInput; version: number },
  now: Date,
): Promise<SecuritySettings> {
  if (!actor.isSuperAdmin) throw onlySuperAdmin();
  await ensureRow(db);
  return updateRecordAudited(
    db,
    actor,
    entity,
    SINGLE_ROW,
    input.version,
    () =>
      Promise.resolve({
        values: {
          stepUpMinutes: input.data.stepUpMinutes,
          mfaRequiredFor: input.data.mfaRequiredFor,
          mfaGraceDays: input.data.mfaGraceDays,
        },
        children: null,
      }),
    async (tx, before, after) => {
      if (before.mfaRequiredFor !== after.mfaRequiredFor) {
        await restartPolicy(tx, after.mfaRequiredFor as MfaRequiredFor, now);
      }
    },
  );
}
