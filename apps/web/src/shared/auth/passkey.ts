import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { ApiRequestError } from '../api/api-request-error';

/*
 * The browser's side of passkeys (REQ-MFA-6, REQ-MFA-7) with @simplewebauthn/browser, loaded
 * only when a passkey is used: the sign-in screen's payload budget does not carry it.
 */

/** A refusal from the browser as an error the screens translate like the server's. */
function browserRefusal(error: unknown): ApiRequestError {
  const code =
    error instanceof Error &&
    'code' in error &&
    error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
      ? 'PASSKEY_ALREADY_REGISTERED'
      : 'PASSKEY_CANCELLED';
  const message = error instanceof Error ? error.message : String(error);
  return new ApiRequestError(0, [{ code, message }], null);
}

/** Creates a passkey from the server's options; its answer for the server to verify. */
export async function createPasskey(options: unknown): Promise<unknown> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    return await startRegistration({
      optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (error) {
    throw browserRefusal(error);
  }
}

/** Answers the server's challenge with one of the user's passkeys. */
export async function answerWithPasskey(options: unknown): Promise<unknown> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    return await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    });
  } catch (error) {
    throw browserRefusal(error);
  }
}
