import { INITIAL_CLIENT_ID, INITIAL_CLIENT_SECRET } from '@backoffice/contract';
import type { TokenResponse } from '@backoffice/contract/auth';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { TOKEN_PATH, request } from '../../../shared/api/request';
import { takeReturnPath } from '../../../shared/navigation/return-path';
import { asTokenResponse } from '../../../shared/api/response-guards';
import { useAsyncAction } from '../../../shared/api/use-async-action';
import { clearSessionEnded } from '../../../shared/auth/session-ended';
import { markSignedIn } from '../../../shared/auth/sign-in-marker';
import { storeTokens } from '../../../shared/auth/token-store';

export interface LoginCredentials {
  email: string;
  password: string;
}

/** `POST /token` with the password grant (REQ-AUTH-7). */
export async function login(credentials: LoginCredentials): Promise<TokenResponse> {
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

/**
 * Login success (REQ-AUTH-8): tokens stored, logged in, back to the deep link that led to the
 * login screen (`shared/navigation/return-path.ts`) or home; the shell then loads the user.
 * Nothing of a previous session leaks into this one: the signed-in tree, with its query cache,
 * is created anew at each sign-in (`app/app-router.tsx`).
 */
export function useLogin() {
  const signIn = useAsyncAction(login);
  return {
    ...signIn,
    mutate: (credentials: LoginCredentials) =>
      signIn.mutate(credentials, {
        onSuccess: (tokens) => {
          // the URL first: the signed-in router, mounted by the token change, is built (lazily)
          // with the browser's location, which by then points where the user was going
          window.history.replaceState(null, '', takeReturnPath());
          clearSessionEnded();
          markSignedIn();
          storeTokens(tokens);
        },
      }),
  };
}
