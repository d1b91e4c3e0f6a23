/** A stand-in origin to resolve a return path against: a path that leaves it names another site. */
const PROBE_ORIGIN = 'http://return-path.invalid';

/**
 * The one check of every return path the app follows (a page to go back to, from a form field or
 * a query parameter; issue 45 Security): a path of this site, and nothing a browser or a header
 * could read otherwise. It must start with one `/` (not `//` or `/\`, which browsers read as
 * another host), hold only printable ASCII (no tab, newline, vertical tab, other space or
 * control character, which browsers drop or which cannot go in a `Location` header, and no
 * backslash), and come back unchanged from URL parsing on this origin (no dot segments, nothing a
 * browser would rewrite). Whatever page script or the server renders (`location.pathname +
 * location.search`) passes.
 * @param raw - the return path as received
 * @returns whether it may be redirected to
 */
export function isSafeReturnPath(raw: string | null | undefined): raw is string {
  if (typeof raw !== 'string' || raw.length > 2048) return false;
  if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(raw) || raw.includes('\\')) return false;
  try {
    const url = new URL(raw, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && `${url.pathname}${url.search}${url.hash}` === raw;
  } catch {
    return false;
  }
}
