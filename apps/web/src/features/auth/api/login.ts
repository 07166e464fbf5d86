import { INITIAL_CLIENT_ID, INITIAL_CLIENT_SECRET } from '@backoffice/contract';
import type { SecondFactor, TokenResponse } from '@backoffice/contract/auth';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { TOKEN_PATH, request } from '../../../shared/api/request';
import { takeReturnPath } from '../../../shared/navigation/return-path';
import { asMfaRequired, asTokenResponse } from '../../../shared/api/response-guards';
import { useAsyncAction } from '../../../shared/api/use-async-action';
import { clearSessionEnded } from '../../../shared/auth/session-ended';
import { markSignedIn } from '../../../shared/auth/sign-in-marker';
import { storeTokens } from '../../../shared/auth/token-store';

export interface LoginCredentials {
  email: string;
  password: string;
}

/**
 * What the password step answers: the tokens, or, for an account with a second factor, the
 * `mfaToken` its second step needs (REQ-MFA-3).
 */
export type LoginResult = { tokens: TokenResponse } | SecondStepChallenge;

/** What the second step needs: the password step's token and the factors it accepts. */
export interface SecondStepChallenge {
  mfaToken: string;
  /** REQ-MFA-3, REQ-MFA-7 */
  factors: SecondFactor[];
}

/** `POST /token` with the password grant (REQ-AUTH-7). */
export async function login(credentials: LoginCredentials): Promise<LoginResult> {
  const { data, status } = await request(TOKEN_PATH, {
    method: 'POST',
    auth: false,
    body: {
      grantType: 'password',
      email: credentials.email,
      password: credentials.password,
      clientId: INITIAL_CLIENT_ID,
      clientSecret: INITIAL_CLIENT_SECRET,
      forAdmin: true,
    },
  });
  const challenge = asMfaRequired(data);
  if (challenge) return challenge;
  return { tokens: tokenAnswer(data, status) };
}

/**
 * A passkey challenge for the second step (REQ-MFA-7), answered by the browser's passkey
 * (`shared/auth/passkey.ts`) and sent with `completeSecondStep`.
 */
export async function passkeySignInOptions(mfaToken: string): Promise<unknown> {
  const { data } = await request(`${TOKEN_PATH}/mfa/passkey-options`, {
    method: 'POST',
    auth: false,
    body: { mfaToken },
  });
  return data;
}

/**
 * The second step: the `mfaToken` and a code from the app, a recovery code or a passkey's
 * answer (REQ-MFA-3, REQ-MFA-7).
 */
export async function completeSecondStep(input: {
  mfaToken: string;
  code?: string;
  recoveryCode?: string;
  passkey?: unknown;
}): Promise<TokenResponse> {
  const { data, status } = await request(TOKEN_PATH, {
    method: 'POST',
    auth: false,
    body: {
      grantType: 'mfa',
      ...input,
      clientId: INITIAL_CLIENT_ID,
      clientSecret: INITIAL_CLIENT_SECRET,
    },
  });
  return tokenAnswer(data, status);
}

function tokenAnswer(data: unknown, status: number): TokenResponse {
  // checked by hand, not with the contract's zod schema: this is the /login payload path
  const tokens = asTokenResponse(data);
  if (!tokens)
    throw new ApiRequestError(
      status,
      [{ code: 'INVALID', message: 'Unexpected token answer' }],
      data,
    );
  return tokens;
}

/** Signed in: the URL, the session-ended note and the tokens, in that order (see useLogin). */
export function finishSignIn(tokens: TokenResponse) {
  // the URL first: the signed-in router, mounted by the token change, is built (lazily)
  // with the browser's location, which by then points where the user was going
  window.history.replaceState(null, '', takeReturnPath());
  clearSessionEnded();
  markSignedIn();
  storeTokens(tokens);
}

/**
 * Login success (REQ-AUTH-8): tokens stored, logged in, back to the deep link that led to the
 * login screen (`shared/navigation/return-path.ts`) or home; the shell then loads the user.
 * Nothing of a previous session leaks into this one: the signed-in tree, with its query cache,
 * is created anew at each sign-in (`app/app-router.tsx`).
 */
export function useLogin(onSecondStep: (challenge: SecondStepChallenge) => void) {
  const signIn = useAsyncAction(login);
  return {
    ...signIn,
    mutate: (credentials: LoginCredentials) =>
      signIn.mutate(credentials, {
        onSuccess: (result) => {
          if ('mfaToken' in result) onSecondStep(result);
          else finishSignIn(result.tokens);
        },
      }),
  };
}
