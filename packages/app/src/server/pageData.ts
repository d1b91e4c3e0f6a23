import type { HydrationState } from 'react-router-dom';
import { clearPersisted, STORAGE_PREFIX, type KeyValueStorage } from '../stores/persistence.ts';

/** The id of the `<script type="application/json">` block that carries {@link ServerPageData}. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The persisted groups a server-rendered page was rendered from and that the browser compares
 * with its own before hydrating (the proofing personal details stay out of the page).
 */
export const PERSISTED_GROUP_KEYS = ['session', 'profile', 'journey', 'client', 'page', 'proofing'].map(
  (g) => STORAGE_PREFIX + g,
);

/** The session group's key (its marker tells one session from another). */
const SESSION_GROUP_KEY = `${STORAGE_PREFIX}session`;

/**
 * The session marker in a stored session group (the rest of the group, e.g. its expiry, is
 * written by the browser and by the server at different times), or undefined.
 */
function markerOf(group: string | null | undefined): string | undefined {
  try {
    const marker = (JSON.parse(group ?? 'null') as { marker?: unknown } | null)?.marker;
    return typeof marker === 'string' ? marker : undefined;
  } catch {
    return undefined;
  }
}

/** localStorage key: the sealed state's revision the browser last took over. */
export const SERVER_REVISION_KEY = `${STORAGE_PREFIX}server-revision`;

/**
 * What a server-rendered page tells the browser (issue 23), as JSON in a
 * `<script type="application/json" id="page-data">` block (no inline script: the CSP stays strict).
 */
export interface ServerPageData {
  /** The CSRF token the forms carry. */
  csrf: string;
  /** The router's loader data (the guards' null answers). */
  loaderData: HydrationState['loaderData'];
  /** A form's answer (errors and typed values) when the page answers a post. */
  actionData?: HydrationState['actionData'];
  /** The persisted groups the page was rendered from. */
  groups: Record<string, string>;
  /** The revision of the sealed journey state (when the server last changed it; ms since 1970). */
  revision?: number;
  /**
   * The session's sign-in is finished (`RootStore.signedIn`: a live id_token, which only the
   * server can read since issue 24, or the account details answered on the server), so the header
   * shows the account link. The browser takes it before hydrating, so both draw the same header
   * (issue 27).
   */
  signedIn?: boolean;
  /** false: the page is an error answer the browser renders afresh. */
  hydrate: boolean;
}

/** Reads the page's data block, or undefined (no block, or not JSON). */
export function readPageData(doc: Document): ServerPageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerPageData;
  } catch {
    return undefined;
  }
}

/**
 * Makes the browser's persisted groups agree with the page's before the app starts: when the
 * server changed the journey state since the browser last looked (a form posted without script,
 * or before the app had started), its groups replace the browser's. Then says whether the two
 * agree, i.e. whether the app's first render is the server's markup (hydration) or must be done
 * afresh (the browser's own state went further, through script).
 * @param data - the page's data
 * @param storage - localStorage
 * @param tab - sessionStorage (this tab's personal details), cleared when the server's session is another
 * @returns true when the groups are the same
 */
export function reconcileGroups(data: ServerPageData, storage: KeyValueStorage, tab?: KeyValueStorage): boolean {
  const seen = Number(storage.getItem(SERVER_REVISION_KEY) ?? 0);
  if (data.revision && data.revision > seen) {
    // Another session than this browser's (started on the server, before the app ran): this tab's
    // personal details belong to the old one and go, as RootStore's new session clears them.
    if (tab && markerOf(storage.getItem(SESSION_GROUP_KEY)) !== markerOf(data.groups[SESSION_GROUP_KEY]))
      clearPersisted(tab);
    for (const key of PERSISTED_GROUP_KEYS) {
      const value = data.groups[key];
      if (value === undefined) storage.removeItem(key);
      else storage.setItem(key, value);
    }
    storage.setItem(SERVER_REVISION_KEY, String(data.revision));
    return true;
  }
  return PERSISTED_GROUP_KEYS.every((key) => (storage.getItem(key) ?? undefined) === data.groups[key]);
}
