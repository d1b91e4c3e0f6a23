// Cookie names over TLS (issue 44 "CSRF and cookie names"): every cookie this server sets is named
// with the `__Host-` prefix when its cookies are Secure (COOKIE_SECURE=1, an https APP_ORIGIN, or
// a request over TLS), so that the browser keeps it only as Secure, for this host alone (no
// Domain) and Path=/: a sibling subdomain or a page over plain http cannot set one in its place.
// Over plain http (local runs, tests) the names stay as they are. The translation happens at the
// edge, once per request: the Cookie header is read back to the plain names before anything else
// (the server's own code, and the back end it forwards to, see the names they know), and every
// Set-Cookie of the answer, the back end's forwarded ones included, is renamed on its way out.
// The cookies page script writes and reads itself (`cookiePreference`, the analytics cookie)
// keep their spec names: script cannot tell the server's choice.

/** The prefix: the browser takes such a cookie only with Secure, Path=/ and no Domain. */
export const HOST_PREFIX = '__Host-';

/**
 * The name a cookie goes by in the browser.
 * @param {string} name - the cookie's own name, e.g. `nhsl-journey`
 * @param {boolean} secure - whether this request's cookies are Secure
 * @param {readonly string[]} scriptCookies - the names page script writes, which keep their names
 * @returns {string}
 */
export function browserCookieName(name, secure, scriptCookies) {
  return secure && !scriptCookies.includes(name) && !name.startsWith(HOST_PREFIX) ? `${HOST_PREFIX}${name}` : name;
}

/**
 * A request's Cookie header with the browser's names read back to the cookies' own. Over TLS a
 * `__Host-` cookie is read without its prefix, and a cookie without it is dropped unless page
 * script writes it: a plain `nhsl-journey` could have been set by another host, so it is never
 * taken for the server's own. Over plain http the header is returned as it is.
 * @param {string | undefined} header - the Cookie header
 * @param {boolean} secure - whether this request's cookies are Secure
 * @param {readonly string[]} scriptCookies - the names page script writes
 * @returns {string | undefined}
 */
export function readCookieHeader(header, secure, scriptCookies) {
  if (!secure || header === undefined) return header;
  const kept = [];
  for (const part of header.split(';')) {
    const pair = part.trim();
    const i = pair.indexOf('=');
    if (i < 1) continue;
    const name = pair.slice(0, i);
    if (name.startsWith(HOST_PREFIX)) kept.push(pair.slice(HOST_PREFIX.length));
    else if (scriptCookies.includes(name)) kept.push(pair);
  }
  return kept.join('; ');
}

/**
 * One Set-Cookie header as the browser gets it over TLS: named with `__Host-`, with Secure and
 * Path=/ and without Domain, as the prefix requires (the cookies page script writes keep their
 * names and flags). Over plain http it is returned as it is.
 * @param {string} header - one Set-Cookie header
 * @param {boolean} secure - whether this request's cookies are Secure
 * @param {readonly string[]} scriptCookies - the names page script writes
 * @returns {string}
 */
export function writeSetCookie(header, secure, scriptCookies) {
  if (!secure) return header;
  const [pair, ...attributes] = header.split(';').map((p) => p.trim());
  const i = pair.indexOf('=');
  const name = i < 0 ? pair : pair.slice(0, i);
  const renamed = browserCookieName(name, secure, scriptCookies);
  if (renamed === name) return header;
  const kept = attributes.filter((a) => a && !/^(path|domain|secure)(=|$)/i.test(a));
  return [`${renamed}${pair.slice(name.length)}`, 'Path=/', ...kept, 'Secure'].join('; ');
}

/**
 * Every Set-Cookie of an answer as the browser gets it (see {@link writeSetCookie}).
 * @param {string | string[] | number | undefined} value - the answer's Set-Cookie header(s)
 * @param {boolean} secure - whether this request's cookies are Secure
 * @param {readonly string[]} scriptCookies - the names page script writes
 * @returns {string[] | undefined}
 */
export function writeSetCookies(value, secure, scriptCookies) {
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [String(value)];
  return list.map((header) => writeSetCookie(header, secure, scriptCookies));
}
