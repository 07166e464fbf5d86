import { BUSINESS_TIME_ZONE, type Language } from '@backoffice/contract';
import type { EmailTemplateType } from '@backoffice/contract/email-templates';
import type { Db } from '../../core/db/database.js';
import type { Device } from '../../core/auth/device.js';
import type { Mailer } from '../../core/mail/mailer.js';
import * as emailTemplates from '../email-templates/service.js';
import * as repo from './repository.js';

/**
 * The account-security notices (REQ-SESS-4, REQ-SESS-5): a sign-in from a new device, a
 * password change and a second factor added or removed, each from its e-mail template, sent
 * after the change committed. None carries a token: the only link is the back-office's
 * "forgot password" page on its configured address (`linkOrigins`, never the request's Host).
 */
export interface SecurityMailDeps {
  db: Db;
  mailer: Mailer;
  log: (error: unknown, message: string) => void;
  /** the configured origins (PUBLIC_URL, then APP_ORIGINS): the first is the back-office's */
  linkOrigins: readonly string[];
}

/** A second factor as a notice names it; a passkey by the name its owner gave it. */
export type SecondFactorKind = { kind: repo.FactorTable } | { kind: 'passkey'; name: string };

const FACTOR_NAMES: Record<repo.FactorTable, Record<Language, string>> = {
  totp: { pl: 'aplikacja uwierzytelniająca (TOTP)', en: 'authenticator app (TOTP)' },
  'recovery-codes': { pl: 'kody odzyskiwania', en: 'recovery codes' },
  // every passkey of the account at once (a reset)
  passkeys: { pl: 'klucze dostępu', en: 'passkeys' },
};

function factorName(factor: SecondFactorKind, language: Language): string {
  if (factor.kind === 'passkey')
    return language === 'pl' ? `klucz dostępu „${factor.name}”` : `passkey “${factor.name}”`;
  return FACTOR_NAMES[factor.kind][language];
}

/** When, in the platform's time zone, in the reader's language. */
function timeText(at: Date, language: Language): string {
  const text = new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(at);
  return language === 'pl' ? `${text} (czas polski)` : `${text} (Warsaw time)`;
}

/** The back-office's "forgot password" page: the one link a notice holds. */
function changePasswordLink(linkOrigins: readonly string[]): string {
  const origin = linkOrigins[0];
  return origin ? `${origin}/forgot-password` : '';
}

interface Recipient {
  email: string;
  firstName: string;
  lastName: string;
}

async function send(
  deps: SecurityMailDeps,
  type: EmailTemplateType,
  to: Recipient,
  language: Language,
  values: Record<string, string>,
): Promise<void> {
  try {
    const message = await emailTemplates.renderEmail(deps.db, type, language, to.email, {
      first_name: to.firstName,
      last_name: to.lastName,
      email: to.email,
      ...values,
    });
    await deps.mailer.send(message);
  } catch (error) {
    // the change is made and stays made; a lost notice is logged for the operators
    deps.log(error, `could not send the ${type} notice`);
  }
}

/** A sign-in from a device the account had not been signed in from (REQ-SESS-4). */
export async function mailNewSignIn(
  deps: SecurityMailDeps,
  user: Recipient,
  sign: { device: Device; ip: string; at: Date },
  language: Language,
): Promise<void> {
  const unknown = language === 'pl' ? 'nieznane urządzenie' : 'an unknown device';
  const device =
    sign.device.browser && sign.device.os
      ? `${sign.device.browser} ${language === 'pl' ? 'na' : 'on'} ${sign.device.os}`
      : (sign.device.browser ?? sign.device.os ?? unknown);
  await send(deps, 'new-sign-in', user, language, {
    device,
    ip: sign.ip,
    time: timeText(sign.at, language),
    change_password_link: changePasswordLink(deps.linkOrigins),
  });
}

/** The account's password was changed (REQ-SESS-5). */
export async function mailPasswordChanged(
  deps: SecurityMailDeps,
  user: Recipient,
  at: Date,
  language: Language,
): Promise<void> {
  await send(deps, 'password-changed', user, language, {
    time: timeText(at, language),
    change_password_link: changePasswordLink(deps.linkOrigins),
  });
}

/**
 * Tells a user that a second factor was added to or removed from their account (REQ-SESS-5):
 * the one call for every factor (TOTP here, passkeys, a super admin's reset). `byUserId` is
 * who made the change: the user themself, or the admin named in the mail. Call it after the
 * change committed; it never throws (a failed send is logged).
 */
export async function mailSecondFactorChange(
  deps: SecurityMailDeps,
  change: {
    userId: number;
    change: 'added' | 'removed';
    factors: readonly SecondFactorKind[];
    byUserId: number;
    at: Date;
    language: Language;
  },
): Promise<void> {
  const { language } = change;
  try {
    const user = await repo.findUserById(deps.db, change.userId);
    if (!user || change.factors.length === 0) return;
    const by =
      change.byUserId === user.id ? null : await repo.findUserById(deps.db, change.byUserId);
    const changedBy = by
      ? `${`${by.firstName} ${by.lastName}`.trim()} (${by.email})`
      : language === 'pl'
        ? 'Ty, z własnego konta'
        : 'you, from your own account';
    await send(
      deps,
      change.change === 'added' ? 'second-factor-added' : 'second-factor-removed',
      user,
      language,
      {
        factor: change.factors
          .map((factor) => factorName(factor, language))
          .join(language === 'pl' ? ' i ' : ' and '),
        changed_by: changedBy,
        time: timeText(change.at, language),
      },
    );
  } catch (error) {
    deps.log(error, 'could not send the second factor notice');
  }
}
