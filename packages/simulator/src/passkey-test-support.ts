import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { cose, isoCBOR } from '@simplewebauthn/server/helpers';
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

/**
 * The COSE_Key (EC2, P-256, ES256) of a public key, encoded with @simplewebauthn's isoCBOR:
 * {kty: EC2, alg: ES256, crv: P-256, x, y}.
 * @param publicKey - a P-256 public key
 */
export function coseP256(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  const { COSEKEYS, COSEKTY, COSEALG, COSECRV } = cose;
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [COSEKEYS.kty, COSEKTY.EC2],
      [COSEKEYS.alg, COSEALG.ES256],
      [COSEKEYS.crv, COSECRV.P256],
      [COSEKEYS.x, Buffer.from(jwk.x!, 'base64url')],
      [COSEKEYS.y, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

/** Creates a new software passkey (P-256) with a random 16-byte credential id. */
export function createSoftPasskey(): SoftPasskey {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    credentialId: randomBytes(16).toString('base64url'),
    publicKeyCose: Buffer.from(coseP256(publicKey)).toString('base64url'),
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
