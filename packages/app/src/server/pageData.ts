import { replacePersisted } from '../stores/persistence.ts';
import { PERSISTED_GROUP_KEYS, TAB_GROUP_KEYS } from '../stores/journeySchema.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { raiseErrorEvents } from '../observability/log.ts';
import type { ServerPageData } from './pageDataBlock.ts';

export { PAGE_DATA_ID, readPageData, type ServerPageData } from './pageDataBlock.ts';

/**
 * The groups the server sends with every page and answer (issue 44), declared in
 * `stores/journeySchema.ts` (issue 55 item 6): the stores' groups, and the journey's personal details.
 */
export { PERSISTED_GROUP_KEYS, TAB_GROUP_KEYS };

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
