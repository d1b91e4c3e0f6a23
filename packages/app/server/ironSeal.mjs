// iron-session's sealData and unsealData (the seal, "~", its major version 2; decision 0035), run
// by iron-webcrypto, iron-session's own sealing library, with node:crypto's primitives in place of
// WebCrypto's (issue 47 "Render cost"). Node's WebCrypto made each seal and unseal a chain of
// asynchronous jobs, key objects and transfers (an unseal was 8-9 % of a page's CPU); the same
// algorithms from node:crypto (OpenSSL, as Node's WebCrypto) answer at once. The format, the
// expiry, the HMAC check in constant time and the refusals are iron-webcrypto's, unchanged, and a
// seal of either opens with the other (ironSeal.test.ts).
import { createCipheriv, createDecipheriv, createHmac, pbkdf2Sync, randomFillSync } from 'node:crypto';
import { defaults, seal, unseal } from 'iron-webcrypto';

/** A byte view of what WebCrypto takes as data (an ArrayBuffer or a typed array). */
const bytes = (data) =>
  data instanceof ArrayBuffer ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** An ArrayBuffer of its own, as WebCrypto answers. */
const arrayBuffer = (buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);

/** A WebCrypto hash name ("SHA-1", { name: "SHA-256" }) as node:crypto's ("sha1", "sha256"). */
const hashName = (hash) => {
  const name = typeof hash === 'string' ? hash : hash?.name;
  if (name === 'SHA-1') return 'sha1';
  if (name === 'SHA-256') return 'sha256';
  throw new Error(`Unsupported hash: ${name}`);
};

const algorithmName = (algorithm) => (typeof algorithm === 'string' ? algorithm : algorithm.name);

/** The AES-CBC cipher of a key's length (iron's aes-256-cbc; PKCS #7 padding, as WebCrypto's AES-CBC). */
const cbc = (key) => `aes-${key.raw.length * 8}-cbc`;

/**
 * The part of WebCrypto iron-webcrypto calls: raw keys for PBKDF2, HMAC and AES-CBC, PBKDF2's
 * deriveBits, HMAC's sign, AES-CBC's encrypt and decrypt, and getRandomValues. Anything else is
 * refused, so an option iron-session does not use cannot run on an unchecked path.
 */
export const nodeCrypto = {
  getRandomValues: (array) => randomFillSync(array),
  subtle: {
    async importKey(format, keyData, algorithm) {
      if (format !== 'raw') throw new Error(`Unsupported key format: ${format}`);
      const name = algorithmName(algorithm);
      if (name !== 'PBKDF2' && name !== 'HMAC' && name !== 'AES-CBC') throw new Error(`Unsupported key: ${name}`);
      return { name, hash: name === 'HMAC' ? hashName(algorithm.hash) : undefined, raw: Buffer.from(bytes(keyData)) };
    },
    async deriveBits(params, key, length) {
      if (params.name !== 'PBKDF2' || key.name !== 'PBKDF2') throw new Error('Unsupported derivation');
      return arrayBuffer(pbkdf2Sync(key.raw, bytes(params.salt), params.iterations, length / 8, hashName(params.hash)));
    },
    async sign(algorithm, key, data) {
      if (algorithmName(algorithm) !== 'HMAC' || key.name !== 'HMAC') throw new Error('Unsupported signature');
      return arrayBuffer(createHmac(key.hash, key.raw).update(bytes(data)).digest());
    },
    async encrypt(params, key, data) {
      if (params.name !== 'AES-CBC' || key.name !== 'AES-CBC') throw new Error('Unsupported cipher');
      const cipher = createCipheriv(cbc(key), key.raw, bytes(params.iv));
      return arrayBuffer(Buffer.concat([cipher.update(bytes(data)), cipher.final()]));
    },
    async decrypt(params, key, data) {
      if (params.name !== 'AES-CBC' || key.name !== 'AES-CBC') throw new Error('Unsupported cipher');
      const decipher = createDecipheriv(cbc(key), key.raw, bytes(params.iv));
      return arrayBuffer(Buffer.concat([decipher.update(bytes(data)), decipher.final()]));
    },
  },
};

/** iron-session's seal version and its delimiter. */
const VERSION = 2;
const VERSION_DELIMITER = '~';

/**
 * iron-session's `sealData`: the data sealed with the password (its id 1, as iron-session gives a
 * single password), expiring `ttl` seconds from now.
 * @param {unknown} data
 * @param {{ password: string, ttl: number }} options
 * @returns {Promise<string>}
 */
export async function sealData(data, { password, ttl }) {
  const sealed = await seal(nodeCrypto, data, { id: '1', secret: password }, { ...defaults, ttl: ttl * 1000 });
  return `${sealed}${VERSION_DELIMITER}${VERSION}`;
}

/**
 * iron-session's `unsealData`: the data of a seal, `{}` for one expired, forged or of another
 * password (iron-session's answer); anything else that cannot be opened throws.
 * @param {string} sealed
 * @param {{ password: string, ttl: number }} options
 * @returns {Promise<any>}
 */
export async function unsealData(sealed, { password, ttl }) {
  const [withoutVersion, versionText] = sealed.split(VERSION_DELIMITER);
  const version = versionText == null ? null : parseInt(versionText, 10);
  try {
    const data = (await unseal(nodeCrypto, withoutVersion, { 1: password }, { ...defaults, ttl: ttl * 1000 })) ?? {};
    return version === VERSION ? data : { ...data.persistent };
  } catch (error) {
    if (
      error instanceof Error &&
      /^(Expired seal|Bad hmac value|Cannot find password|Incorrect number of sealed components)/.test(error.message)
    )
      return {};
    throw error;
  }
}
