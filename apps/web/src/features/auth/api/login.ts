import {
  INITIAL_CLIENT_ID,
  INITIAL_CLIENT_SECRET,
  tokenResponseSchema,
  type TokenResponse,
} from '@backoffice/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TOKEN_PATH, request } from '../../../shared/api/request';
import { storeTokens } from '../../../shared/auth/token-store';

export interface LoginCredentials {
  email: string;
  password: string;
}

/** `POST /token` with the password grant (`000 §7 Login`). */
export async function login(credentials: LoginCredentials): Promise<TokenResponse> {
  const { data } = await request(TOKEN_PATH, {
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
    schema: tokenResponseSchema,
  });
  return data;
}

/** Login success (`000 §4`): tokens stored, logged in, home; the shell then loads the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: login,
    onSuccess: async (tokens) => {
      // nothing of a previous session may leak into this one
      queryClient.clear();
      storeTokens(tokens);
      await navigate('/', { replace: true });
    },
  });
}
