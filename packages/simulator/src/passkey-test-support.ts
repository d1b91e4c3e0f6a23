import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { AuthenticationCredential } from '@nhsl/contract';

/**
 * A software passkey for tests: a real P-256 key pair whose public key the simulator holds and
 * whose private key signs assertions here (simulator tests) or in Chromium's virtual
 * authenticator (end-to-end tests). Test code only; never part of the product.
 */
export interface SoftPasskey {
  /** Credential id, base64url. */
  credentialId: string;
  /** The public key as a COSE_Key, base64url (what the simulator holds). */
  publicKeyCose: string;
  /** The private key as PKCS#8 DER, base64 (what `WebAuthn.addCredential` takes). */
  privateKeyPkcs8: string;
  /** The private key (signs assertions in Node). */
  privateKey: KeyObject;
}

/** CBOR head of major type `major` with argument `n` (n < 2^16). */
function cborHead(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
}

/** CBOR of a small integer (positive or negative). */
function cborInt(n: number): Buffer {
  return n >= 0 ? cborHead(0, n) : cborHead(1, -1 - n);
}

/**
 * The COSE_Key (EC2, P-256, ES256) of a public key: CBOR map {1: 2, 3: -7, -1: 1, -2: x, -3: y}.
 * @param publicKey - a P-256 public key
 */
export function coseP256(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  const x = Buffer.from(jwk.x!, 'base64url');
  const y = Buffer.from(jwk.y!, 'base64url');
  return Buffer.concat([
    cborHead(5, 5),
    cborInt(1),
    cborInt(2),
    cborInt(3),
    cborInt(-7),
    cborInt(-1),
    cborInt(1),
    cborInt(-2),
    cborHead(2, x.length),
    x,
    cborInt(-3),
    cborHead(2, y.length),
    y,
  ]);
}

/** Creates a new software passkey (P-256) with a random 16-byte credential id. */
export function createSoftPasskey(): SoftPasskey {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    credentialId: randomBytes(16).toString('base64url'),
    publicKeyCose: coseP256(publicKey).toString('base64url'),
    privateKeyPkcs8: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    privateKey,
  };
}

/** What {@link signAssertion} needs. */
export interface AssertionInput {
  /** The passkey (its private key signs). */
  key: SoftPasskey;
  /** The challenge of the authentication options, base64url. */
  challenge: string;
  /** The origin the browser would report. */
  origin: string;
  /** The relying-party id. */
  rpId: string;
  /** The signature counter. */
  counter: number;
  /** Whether the user was verified (UV flag). */
  userVerified?: boolean;
}

/**
 * Signs a WebAuthn assertion as an authenticator would (authenticatorData with UP/UV flags and
 * the counter, clientDataJSON of type webauthn.get, ECDSA-SHA256 over both).
 * @param input - key, challenge, origin, rp id, counter
 */
export function signAssertion(input: AssertionInput): AuthenticationCredential {
  const flags = 0x01 | (input.userVerified === false ? 0 : 0x04);
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(input.counter);
  const authData = Buffer.concat([createHash('sha256').update(input.rpId).digest(), Buffer.from([flags]), counter]);
  const clientData = Buffer.from(
    JSON.stringify({ type: 'webauthn.get', challenge: input.challenge, origin: input.origin, crossOrigin: false }),
  );
  const signature = sign(
    'sha256',
    Buffer.concat([authData, createHash('sha256').update(clientData).digest()]),
    input.key.privateKey,
  );
  return {
    id: input.key.credentialId,
    rawId: input.key.credentialId,
    response: {
      authenticatorData: authData.toString('base64url'),
      clientDataJSON: clientData.toString('base64url'),
      signature: signature.toString('base64url'),
    },
    type: 'public-key',
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
