/**
 * The browser's one base64url JSON codec (issue 29, item 3): the id_token's payload and the
 * authorization cookie are both base64url of UTF-8 JSON. Decoding goes through bytes and
 * TextDecoder, so names and states with characters outside ASCII read back as written (plain
 * `atob` + `JSON.parse` turned each of their bytes into a separate character).
 */

/** UTF-8 that refuses what is not (one instance: decoding without streaming keeps no state between calls). */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decodes base64url (padding optional) of UTF-8 JSON.
 * @param text - the base64url text, e.g. a JWT's payload segment or a cookie value
 * @returns the parsed JSON, or undefined when the text is not base64url, not UTF-8 or not JSON
 *   (never throws: a malformed cookie or token is treated as absent; issue 24)
 */
export function decodeBase64urlJson(text: string): unknown {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
    // A plain loop (issue 47 "Render cost": the server decodes these cookies several times a page,
    // and Uint8Array.from with a function per character was most of it).
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return JSON.parse(utf8.decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Encodes a value as base64url (no padding) of its UTF-8 JSON: the inverse of
 * {@link decodeBase64urlJson}. Used by the tester page that sets the authorization cookie.
 * @param value - any JSON-serialisable value
 */
export function encodeBase64urlJson(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]!);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
