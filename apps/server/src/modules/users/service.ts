import { type Language, type ListQueryParams, usersArea } from '@backoffice/contract';
import {
  investorPostcodeIssue,
  type UpdateUser,
  type User,
  type UserFields,
  type UserListItem,
} from '@backoffice/contract/users';
import { recordAudit, type AuditActor } from '../../core/audit.js';
import type { Clock } from '../../core/clock.js';
import {
  createAudited,
  deleteRecordAudited,
  flatRecord,
  idOf,
  updateAudited,
  type AuditedEntity,
  type RequestActor,
} from '../../core/crud.js';
import type { Db, DbOrTx } from '../../core/db/database.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../core/errors.js';
import {
  booleanCell,
  dateCell,
  exportColumns,
  type ListExport,
  textCell,
} from '../../core/export.js';
import { runList } from '../../core/list-query/index.js';
import type { Mailer } from '../../core/mail/mailer.js';
import { users } from '../../db/schema/index.js';
import { assertCanManageAccount } from '../../core/permissions.js';
import * as auth from '../auth/service.js';
import * as emailTemplates from '../email-templates/service.js';
import * as permissionsService from '../permissions/service.js';
import * as repo from './repository.js';
import { hasMoneyHistory } from './money-history.js';
import { inTransaction } from '../../core/db/transaction.js';
import { lockById } from '../../core/crud.js';

const AREA = 'USER';
/** A new account's set-password link lives longer than a reset link. */
const ACTIVATION_TTL_MS = 7 * 24 * 3600 * 1000;

export interface UserDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: (error: unknown, message: string) => void;
  /** the step-up guard of the request (REQ-STEP-1): giving back-office or super admin access asks for it */
  requireStepUp: (tx?: DbOrTx) => Promise<void>;
}

const emailTaken = () =>
  conflict(AREA, 'NOT_UNIQUE_USER', 'A user with this email already exists', 'email');
const onlySuperAdmin = (context: string) =>
  AppError.of(403, AREA, 'ONLY_SUPER_ADMIN', 'Only a super admin can change this', context);

/**
 * The postcode's country format (Poland: NN-NNN): the contract's rule, with the country's code
 * from the database (the request carries only the country's id). `prefix` is the body's path to
 * the fields (`data.` on create), so the form shows the code on the postcode field.
 */
async function checkPostcode(tx: DbOrTx, fields: UserFields, prefix: string) {
  const countryId = fields.investorData.address.country?.id;
  const code = countryId === undefined ? null : await repo.countryCode(tx, countryId);
  const issue = investorPostcodeIssue(fields.investorData, () => code);
  if (issue) {
    throw badRequest(
      'REQUEST',
      issue.code,
      'The postcode does not match the country',
      [...(prefix ? [prefix] : []), ...issue.path].join('.'),
    );
  }
}

/** Admin permissions (every permission is `admin:*`) apply only to admin users (REQ-USER-10). */
function assertAdminHolder(user: { isAdmin: boolean }) {
  if (!user.isAdmin) {
    throw badRequest(
      AREA,
      'ADMIN_PERMISSION_NEEDS_ADMIN_USER',
      'Admin permissions can only be granted to admin users',
      'permissionId',
    );
  }
}

export function list(db: Db, query: ListQueryParams & { onlyAdmin?: string }) {
  return runList(db, repo.userList(query.onlyAdmin === '1'), query, (q) => repo.listPage(db, q));
}

const USER_TYPE_NAMES: Record<string, { pl: string; en: string } | undefined> = {
  investor: { pl: 'Inwestor', en: 'Investor' },
  staff: { pl: 'Pracownik', en: 'Staff' },
};

/**
 * `GET /api/admin/user/export` (REQ-EXPORT-1), `onlyAdmin=1` for the staff accounts list as for the
 * list itself: the area's columns, with their cells.
 */
export function listExport(onlyAdmin: boolean): ListExport<UserListItem> {
  return {
    area: 'user',
    fileName: onlyAdmin ? 'staff-accounts' : 'users',
    list: repo.userList(onlyAdmin),
    fetchPage: repo.listPage,
    columns: exportColumns(usersArea, {
      email: textCell((u) => u.email),
      firstName: textCell((u) => u.firstName),
      lastName: textCell((u) => u.lastName),
      createdAt: dateCell((u) => u.createdAt),
      userType: textCell((u, language) => USER_TYPE_NAMES[u.userType]?.[language] ?? u.userType),
      isAdmin: booleanCell((u) => u.isAdmin),
      isSuperAdmin: booleanCell((u) => u.isSuperAdmin),
    }),
  };
}

/** One address, whatever its case or Unicode form (`normalizeEmail`, what sign-in looks up). */
function sameAddress(stored: string, other: string): boolean {
  return auth.normalizeEmail(stored) === auth.normalizeEmail(other);
}

async function existing(db: DbOrTx, id: number) {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(AREA, 'USER_NOT_EXISTS', `User ${id} does not exist`);
  return row;
}

/**
 * The user's screen: their bank account, phone and address are personal data, so the read is
 * audited in the same statement (`user.personal-data.read`; `user.agreements.read` when the
 * agreements tab checks the user exists).
 */
export async function get(
  db: Db,
  actor: AuditActor,
  id: number,
  view: repo.PersonalDataView = 'details',
): Promise<User> {
  const row = await repo.findByIdRecordingRead(db, id, actor, view);
  if (!row) throw notFound(AREA, 'USER_NOT_EXISTS', `User ${id} does not exist`);
  return { ...repo.toUser(row.user), lastSignIn: row.lastSignIn };
}

export async function create(
  deps: UserDeps,
  actor: RequestActor,
  fields: UserFields,
  /** null: an investor while no investor site is configured (the mail then says so) */
  link: ((token: string) => string) | null,
  language: Language,
): Promise<{ id: number }> {
  if (fields.isAdmin && !actor.isSuperAdmin) throw onlySuperAdmin('data.isAdmin');
  if (fields.isAdmin) await deps.requireStepUp();
  const normalised = { ...fields, email: auth.normalizeEmail(fields.email) };
  const row = await createAudited(deps.db, actor, entity, async (tx) => {
    if (await repo.emailTaken(tx, normalised.email, null)) throw emailTaken();
    await checkPostcode(tx, normalised, 'data');
    return repo.insert(tx, normalised);
  });
  if (link) {
    await auth.sendPasswordLink(deps, row, link, language, ACTIVATION_TTL_MS, 'new-account');
  } else {
    // REQ-RULES-6: no link to the back-office, where an investor cannot sign in
    deps.mailer
      .send(investorSiteMissingNotice(row.email, language))
      .catch((error: unknown) => deps.log(error, 'could not send the new investor notice'));
  }
  return idOf(row);
}

const entity: AuditedEntity<typeof users, User> = {
  table: users,
  area: AREA,
  missing: 'USER_NOT_EXISTS',
  entityType: 'user',
  toDto: repo.toUser,
  uniqueViolation: emailTaken,
};

export async function update(
  deps: UserDeps,
  actor: RequestActor,
  id: number,
  input: UpdateUser,
  language: Language,
): Promise<User> {
  const { version, isSuperAdmin, ...typed } = input;
  // stored in the form sign-in and reset look it up by (`normalizeEmail`: NFKC, lower case), so
  // a look-alike such as U+212A KELVIN SIGN for "k" is the same address, not another one
  const fields = { ...typed, email: auth.normalizeEmail(typed.email) };
  const values = (before: typeof users.$inferSelect) => ({
    ...repo.toColumns(fields),
    ...(isSuperAdmin !== undefined ? { isSuperAdmin } : {}),
    userType: fields.isAdmin ? 'staff' : before.userType === 'staff' ? 'investor' : before.userType,
  });
  let emailChange: { from: string; to: string; firstName: string; lastName: string } | null = null;
  const updated = await updateAudited(deps.db, actor, entity, id, version, values, {
    check: async (tx, before) => {
      if (before.deletedAt) throw notFound(AREA, 'USER_NOT_EXISTS', `User ${id} does not exist`);
      if (!actor.isSuperAdmin) {
        if (before.isSuperAdmin) throw forbidden('Only a super admin can edit a super admin');
        if (input.isAdmin !== before.isAdmin) throw onlySuperAdmin('isAdmin');
        if (input.isSuperAdmin !== undefined && input.isSuperAdmin !== before.isSuperAdmin)
          throw onlySuperAdmin('isSuperAdmin');
      }
      // giving access is a grant, as a role or a permission is (REQ-STEP-1)
      if ((input.isAdmin && !before.isAdmin) || (input.isSuperAdmin && !before.isSuperAdmin))
        await deps.requireStepUp(tx);
      if (
        actor.id === id &&
        (!input.active || input.isAdmin === false || input.isSuperAdmin === false)
      ) {
        throw AppError.of(
          409,
          AREA,
          'CANT_REMOVE_OWN_ACCESS',
          'You cannot deactivate or demote your own account',
          'active',
        );
      }
      // the e-mail leads to the password link, and deactivation locks the owner out. The same
      // address in another case or Unicode form is no change (a row stored before e-mails were
      // normalised is merely stored normalised): it ends no session and mails no notice
      if (!sameAddress(before.email, fields.email) || input.active !== before.active)
        await assertCanManageAccount(tx, actor, before);
      if (await repo.emailTaken(tx, fields.email, id)) throw emailTaken();
      await checkPostcode(tx, input, '');
    },
    afterWrite: async (tx, before, after) => {
      const now = deps.clock.now();
      if (before.active && !after.active) await auth.revokeUserSessions(tx, id, now);
      const emailChanged = !sameAddress(before.email, after.email);
      if ((before.active && !after.active) || emailChanged)
        await auth.spendPasswordLinks(tx, id, now);
      if (emailChanged) {
        // whoever held the account's sessions must sign in again with the new address; one
        // changing their own keeps the session they are changing it from
        const keep = actor.id === id ? actor.sessionId : undefined;
        await auth.revokeUserSessions(tx, id, now, keep);
        await recordAudit(tx, actor, {
          action: 'user.email-change',
          entityType: 'user',
          entityId: id,
          before: { email: before.email },
          after: { email: after.email },
        });
        emailChange = {
          from: before.email,
          to: after.email,
          firstName: after.firstName,
          lastName: after.lastName,
        };
      }
    },
  });
  if (emailChange) await noticeEmailChange(deps, emailChange, language);
  return { ...updated, lastSignIn: await repo.lastSignIn(deps.db, id) };
}

/**
 * Tells the old address that the account's e-mail was changed (REQ-SEC-3), after the commit:
 * its owner learns of a takeover even when the new address is the taker's.
 */
async function noticeEmailChange(
  deps: UserDeps,
  change: { from: string; to: string; firstName: string; lastName: string },
  language: Language,
) {
  try {
    const message = await emailTemplates.renderEmail(
      deps.db,
      'email-changed',
      language,
      change.from,
      {
        first_name: change.firstName,
        last_name: change.lastName,
        email: change.from,
        new_email: change.to,
      },
    );
    await deps.mailer.send(message);
  } catch (error) {
    // the change is made and stays made; a lost notice is logged for the operators
    deps.log(error, 'could not send the e-mail change notice');
  }
}

export async function remove(deps: UserDeps, actor: RequestActor, id: number): Promise<void> {
  if (actor.id === id)
    throw AppError.of(409, AREA, 'CANT_DELETE_YOURSELF', 'You cannot delete your own account');
  await deleteRecordAudited(deps.db, actor, flatRecord(entity), id, {
    check: async (tx, before) => {
      if (before.deletedAt)
        throw notFound(AREA, 'USER_ALREADY_DELETED', `User ${id} is already deleted`);
      if (before.isSuperAdmin && !actor.isSuperAdmin)
        throw forbidden('Only a super admin can delete a super admin');
      await assertCanManageAccount(tx, actor, before);
      // REQ-RULES-2: the money records name the investor; deactivate or erase instead
      if (await hasMoneyHistory(tx, id))
        throw conflict(
          AREA,
          'USER_HAS_MONEY_HISTORY',
          'This investor has orders, payments or shares: deactivate the account, or erase the personal data',
        );
    },
    // the row stays (orders and the audit trail name it); its sessions and links end with it
    remove: async (tx) => {
      const now = deps.clock.now();
      await repo.softDelete(tx, id, now);
      await auth.revokeUserSessions(tx, id, now);
      await auth.spendPasswordLinks(tx, id, now);
    },
  });
}

export async function personalPermissions(db: Db, id: number) {
  await existing(db, id);
  return repo.personalPermissions(db, id);
}

export async function addPersonalPermission(
  db: Db,
  actor: RequestActor,
  id: number,
  permissionId: number,
) {
  await permissionsService.changeGrant(db, actor, {
    holder: 'user',
    holderId: id,
    permissionId,
    grant: true,
    ensureHolder: async (tx) => assertAdminHolder(await existing(tx, id)),
    write: (tx) => repo.addPersonalPermission(tx, id, permissionId),
  });
  return repo.personalPermissions(db, id);
}

export async function removePersonalPermission(
  db: Db,
  actor: RequestActor,
  id: number,
  permissionId: number,
) {
  await permissionsService.changeGrant(db, actor, {
    holder: 'user',
    holderId: id,
    permissionId,
    grant: false,
    ensureHolder: (tx) => existing(tx, id),
    write: (tx) => repo.removePersonalPermission(tx, id, permissionId),
  });
  return repo.personalPermissions(db, id);
}

export async function rolesOf(db: Db, id: number) {
  await existing(db, id);
  return repo.rolesOf(db, id);
}

/** For other modules: a live (not deleted) user, or 404. */
export async function getRow(db: DbOrTx, id: number) {
  return existing(db, id);
}

/**
 * `POST /api/admin/user/{id}/erase` (REQ-RULES-2): erasure for privacy. The person's name,
 * contact and bank data are replaced, the account is closed like a deletion, and the financial
 * records (orders, payments, shares) stay, which accounting law requires; they then name a
 * "deleted investor". Needs `admin:user:delete` and the "no more powerful than you" rule of
 * deletion; staff accounts are deleted, not erased. Audited, without the erased values.
 */
export async function erase(deps: UserDeps, actor: RequestActor, id: number): Promise<void> {
  if (actor.id === id)
    throw AppError.of(409, AREA, 'CANT_DELETE_YOURSELF', 'You cannot delete your own account');
  await inTransaction(deps.db, async (tx) => {
    const before = await lockById(tx, users, id, AREA, 'USER_NOT_EXISTS');
    if (before.deletedAt)
      throw notFound(AREA, 'USER_ALREADY_DELETED', `User ${id} is already deleted`);
    if (before.isAdmin)
      throw conflict(AREA, 'CANT_ERASE_STAFF', 'A staff account is deleted, not erased');
    await assertCanManageAccount(tx, actor, before);
    const now = deps.clock.now();
    await repo.pseudonymise(tx, id, now);
    await auth.revokeUserSessions(tx, id, now);
    await auth.spendPasswordLinks(tx, id, now);
    await recordAudit(tx, actor, {
      action: 'user.erase',
      entityType: 'user',
      entityId: id,
      before: { active: before.active, deletedAt: null },
      after: { erased: true, deletedAt: now.toISOString() },
    });
  });
}

/**
 * The mail to an investor created by staff while `INVESTOR_SITE_URL` is unset (REQ-RULES-6): it
 * says plainly that the investor site's address is not configured and carries no link, rather
 * than a link to the back-office's screen, where an investor's account cannot sign in.
 */
export function investorSiteMissingNotice(to: string, language: Language) {
  const pl = language === 'pl';
  const subject = pl ? 'Utworzyliśmy Twoje konto inwestora' : 'Your investor account is created';
  const lines = pl
    ? [
        'Dzień dobry!',
        `Utworzyliśmy dla Ciebie konto inwestora (${to}).`,
        'Adres serwisu dla inwestorów nie jest jeszcze ustawiony, dlatego ta wiadomość nie zawiera linku do ustawienia hasła. Wyślemy go, gdy serwis będzie gotowy; możesz też poprosić o niego, odpowiadając na tę wiadomość.',
      ]
    : [
        'Hello,',
        `An investor account has been created for you (${to}).`,
        'The address of the investor site is not set yet, so this message carries no link to set your password. We will send one when the site is ready; you may also ask for it by replying to this message.',
      ];
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escape(line)}</p>`).join(''),
  };
}

/**
 * An investor's set-password link on the investor site (REQ-RULES-6): `<url>/set-password/<token>`,
 * or the URL with its `:resetPasswordToken` replaced. Null when no site is configured.
 */
export function investorSiteLink(siteUrl: string | undefined): ((token: string) => string) | null {
  if (!siteUrl) return null;
  return (token) =>
    siteUrl.includes(':resetPasswordToken')
      ? siteUrl.replace(':resetPasswordToken', encodeURIComponent(token))
      : `${siteUrl.replace(/\/+$/, '')}/set-password/${encodeURIComponent(token)}`;
}
