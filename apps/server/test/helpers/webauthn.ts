import crypto from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for the tests: a real P-256 (ES256) key made with node:crypto,
 * answering the server's WebAuthn options with the bytes a browser and authenticator would
 * send (attestation "none"), so the server's verification runs unchanged.
 */
export interface SoftAuthenticator {
  credentialId: string;
  /** the signature counter the next answer carries (set it to test a clone) */
  counter: number;
  register(options: { challenge: string }, origin?: string): object;
  answer(options: { challenge: string }, origin?: string): object;
}

const b64 = (bytes: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

export function softAuthenticator(
  rpId = 'localhost',
  origin = 'http://localhost',
): SoftAuthenticator {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const rawId = crypto.randomBytes(32);
  const credentialId = b64(rawId);
  // COSE_Key of an EC2 P-256 key for ES256: kty 2, alg -7, crv 1, x, y
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]),
  );
  const clientData = (type: string, challenge: string, from: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: from, crossOrigin: false }));
  const counterBytes = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    return bytes;
  };

  const authenticator: SoftAuthenticator = {
    credentialId,
    counter: 1,
    register(options, from = origin) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      // flags: user present (0x01), user verified (0x04), attested credential data (0x40)
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x45]),
        counterBytes(0),
        Buffer.alloc(16), // AAGUID: none
        idLength,
        rawId,
        Buffer.from(coseKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, from)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    answer(options, from = origin) {
      const data = clientData('webauthn.get', options.challenge, from);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x05]),
        counterBytes(authenticator.counter),
      ]);
      authenticator.counter += 1;
      const signature = crypto.sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
  return authenticator;
}
