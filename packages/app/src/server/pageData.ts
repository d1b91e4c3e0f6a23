import { clearPersisted, replacePersisted, STORAGE_PREFIX, type KeyValueStorage } from '../stores/persistence.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { raiseErrorEvents } from '../observability/log.ts';
import type { ServerPageData } from './pageDataBlock.ts';

export { PAGE_DATA_ID, readPageData, type ServerPageData } from './pageDataBlock.ts';

/**
 * The persisted groups a server-rendered page was rendered from and that the browser compares
 * with its own before hydrating (this tab's proofing details are {@link TAB_GROUP_KEYS}). Every group
 * a form post can change is here: the journey stores' own (registration, recovery's number
 * change, the account pages') and sign-in's alerts ("You have been sent a new security code") too,
 * or a step posted before the app ran (a slow phone) would leave the browser's copy behind: the
 * app would then send the user back to the journey's start, or drop the alert the page showed.
 * The service-status banner's group is not: the browser alone loads it.
 */
export const PERSISTED_GROUP_KEYS = [
  'session',
  'profile',
  'journey',
  'client',
  'page',
  'proofing',
  'registration',
  'recovery',
  'account',
  'alertsAppBannerState',
].map((g) => STORAGE_PREFIX + g);

/**
 * This tab's groups (sessionStorage) a form post can change: the proofing details typed in the
 * journey. The page carries them while the journey holds them, so that a proofing step posted
 * before the app ran (a slow phone) is the app's too when it takes over on the next page.
 */
export const TAB_GROUP_KEYS = ['proofing-details'].map((g) => STORAGE_PREFIX + g);

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
 * Makes the browser's persisted groups agree with the page's before the app starts: when the
 * server changed the journey state since the browser last looked (a form posted without script,
 * or before the app had started), its groups replace the browser's. Then says whether the two
 * agree, i.e. whether the app's first render is the server's markup (hydration) or must be done
 * afresh (the browser's own state went further, through script).
 * @param data - the page's data
 * @param storage - localStorage
 * @param tab - sessionStorage (this tab's personal details): cleared when the server's session is
 *   another, and given the details of the page's {@link TAB_GROUP_KEYS} when the server's state is newer
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
    // This tab's details the server holds (a step posted before the app ran); what it does not
    // hold may have been typed by script, which the server never saw, and stays.
    for (const [key, value] of Object.entries(data.tabGroups ?? {}))
      if (TAB_GROUP_KEYS.includes(key)) tab?.setItem(key, value);
    storage.setItem(SERVER_REVISION_KEY, String(data.revision));
    return true;
  }
  return (
    PERSISTED_GROUP_KEYS.every((key) => (storage.getItem(key) ?? undefined) === data.groups[key]) &&
    (!tab || Object.entries(data.tabGroups ?? {}).every(([key, value]) => tab.getItem(key) === value))
  );
}

/**
 * Makes the browser's stores hold what the app's server answered (issue 44: the server owns the
 * journey; each of its answers carries the state it sealed): the CSRF token, whether the sign-in
 * is finished, and the persisted groups, which replace the browser's own.
 * @param store - the browser's root store
 * @param data - the page data of the server's answer
 */
export function takePageData(store: RootStore, data: ServerPageData): void {
  store.page.setCsrfToken(data.csrf);
  store.session.assign({ signedIn: Boolean(data.signedIn) });
  replacePersisted(store.storage, PERSISTED_GROUP_KEYS, data.groups);
  if (data.tabGroups) replacePersisted(store.sessionStorage, TAB_GROUP_KEYS, data.tabGroups);
  if (data.revision) store.storage.setItem(SERVER_REVISION_KEY, String(data.revision));
  if (data.failures?.length) void raiseErrorEvents(data.failures);
}
