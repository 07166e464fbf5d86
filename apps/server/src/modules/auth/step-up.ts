import type { StepUpRequest, StepUpResponse } from '@backoffice/contract/auth';
import { recordAudit } from '../../core/audit.js';
import { recordStepUp, stepUpMinutes } from '../../core/auth/step-up.js';
import { verifyPassword } from '../../core/auth/passwords.js';
import { badRequest, unauthenticated } from '../../core/errors.js';
import * as mfa from './mfa.js';
import * as repo from './repository.js';
import type { ClientInfo } from './sign-in-rules.js';

/**
 * `POST /user/me/step-up` (REQ-STEP-4; docs/decisions/0021-step-up.md): a user with a second
 * factor proves it again with a current code, a recovery code or a passkey (its challenge from
 * `/user/me/two-step/passkeys/check-options`); one without, with the password. Either way under the code throttle, and recorded for the session it was made in.
 */
export async function stepUp(
  deps: mfa.MfaDeps,
  session: { userId: number; email: string; sessionId: string },
  input: StepUpRequest,
  from: ClientInfo,
): Promise<StepUpResponse> {
  const account = { id: session.userId, email: session.email };
  const now = deps.clock.now();
  const record = async (tx: Parameters<typeof recordStepUp>[0], factor: string) => {
    await recordStepUp(tx, { sessionId: session.sessionId, userId: session.userId }, now);
    await recordAudit(
      tx,
      { ...account, ...from },
      { action: 'user.step-up', entityType: 'user', entityId: account.id, after: { factor } },
    );
    const minutes = await stepUpMinutes(tx);
    return { validUntil: new Date(now.getTime() + minutes * 60_000).toISOString() };
  };
  // a passkey alone is a second factor too: its holder is never asked for the password
  if ((await mfa.availableFactors(deps.db, account.id)).length > 0) {
    return mfa.withSecondFactor(deps, account, input, from, async (tx, factor) => {
      const answer = await record(tx, factor);
      if (factor === 'recovery') {
        await recordAudit(
          tx,
          { ...account, ...from },
          { action: 'user.recovery-code-used', entityType: 'user', entityId: account.id },
        );
      }
      return answer;
    });
  }
  const password = input.password ?? '';
  if (password === '') {
    throw badRequest('AUTH', 'STEP_UP_PASSWORD_REQUIRED', 'The password is required', 'password');
  }
  const user = await repo.findUserById(deps.db, account.id);
  if (!user?.passwordHash) throw unauthenticated();
  const hash = user.passwordHash;
  return mfa.underCodeThrottle(deps, account, from, {
    factor: 'password',
    check: () => verifyPassword(hash, password),
    then: (tx) => record(tx, 'password'),
    wrong: () =>
      badRequest('AUTH', 'STEP_UP_PASSWORD_NOT_VALID', 'The password is not valid', 'password'),
  });
}
