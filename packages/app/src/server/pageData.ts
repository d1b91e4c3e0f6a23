import { replacePersisted, STORAGE_PREFIX } from '../stores/persistence.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { raiseErrorEvents } from '../observability/log.ts';
import type { ServerPageData } from './pageDataBlock.ts';

export { PAGE_DATA_ID, readPageData, type ServerPageData } from './pageDataBlock.ts';

/**
 * The persisted groups the server sends with every page and answer (issue 44), which the browser's
 * stores take as they are (the journey's personal details are {@link TAB_GROUP_KEYS}): every group a
 * step can change, the journey stores' own (registration, recovery's number change, the account
 * pages') and sign-in's alerts ("You have been sent a new security code") too. The service-status
 * banner's group is not: the browser alone loads it.
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
 * The journey's personal details, kept apart in the sealed state so that they can be forgotten on
 * their own (issue 16): the proofing details typed in the journey, and the account pages' change
 * waiting for its code (the new address or number); sent with the other groups.
 */
export const TAB_GROUP_KEYS = ['proofing-details', 'account'].map((g) => STORAGE_PREFIX + g);

/**
 * Makes the browser's stores hold what the app's server answered (issue 44: the server owns the
 * journey; each of its answers carries the state it sealed): the CSRF token, whether the sign-in
 * is finished, the notice the page shows (issue 54), and the persisted groups, which replace the browser's own.
 * @param store - the browser's root store
 * @param data - the page data of the server's answer
 */
export function takePageData(store: RootStore, data: ServerPageData): void {
  store.page.setCsrfToken(data.csrf);
  store.page.setRevision(data.revision ?? 0);
  store.session.assign({ signedIn: Boolean(data.signedIn) });
  store.page.setShownNotice(data.notice ?? '');
  replacePersisted(store.storage, PERSISTED_GROUP_KEYS, data.groups);
  replacePersisted(store.detailsStorage, TAB_GROUP_KEYS, data.groups);
  if (data.failures?.length) void raiseErrorEvents(data.failures);
}
