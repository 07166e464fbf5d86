import { eq } from 'drizzle-orm';
import type { Language } from '@backoffice/contract';
import type { DbOrTx } from './db/database.js';
import { settings } from '../db/schema/index.js';
import { DEFAULT_SETTINGS } from '../seed/default-settings.js';
import { AppError } from './errors.js';

type Settings = typeof settings.$inferSelect;

export async function readSettings(db: DbOrTx): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  return row ?? { id: 1, ...DEFAULT_SETTINGS, version: 1, updatedAt: new Date(0) };
}

/** The 503 answer the client turns into its maintenance screen. */
export function maintenanceError(
  kind: 'MAINTENANCE' | 'SYSTEM_MAINTENANCE',
  title: string,
  message: string,
): AppError {
  return new AppError(503, [{ code: `SYSTEM:${kind}`, message }], {
    maintenance: { title, message },
  });
}

export async function maintenanceModeError(
  db: DbOrTx,
  language: Language,
): Promise<AppError | null> {
  const row = await readSettings(db);
  if (!row.maintenanceMode) return null;
  return maintenanceError(
    'MAINTENANCE',
    row.maintenanceModeTitle[language],
    row.maintenanceModeMessage[language],
  );
}

export async function systemMaintenanceError(db: DbOrTx, language: Language): Promise<AppError> {
  let title = DEFAULT_SETTINGS.systemMaintenanceModeTitle[language];
  let message = DEFAULT_SETTINGS.systemMaintenanceModeMessage[language];
  try {
    const row = await readSettings(db);
    title = row.systemMaintenanceModeTitle[language];
    message = row.systemMaintenanceModeMessage[language];
  } catch {
    // during an upgrade the database may be unavailable: fall back to the defaults
  }
  return maintenanceError('SYSTEM_MAINTENANCE', title, message);
}
