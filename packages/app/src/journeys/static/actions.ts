import { data, redirect } from 'react-router-dom';
import { paths } from '../../paths.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import { COUNTED_TO_FIELD, END_REASON_FIELD, SIGNED_OUT } from '../../shell/sessionEnd.ts';
import { SCRIPT_POST_HEADER } from '../../shell/pageRoute.ts';

/**
 * The session-timeout page's action: the one place, with the steps whose answer leads to this
 * page (server/render.tsx), where the session ends, and only in a CSRF-checked POST (issue 55 item
 * 5, "Loaders change nothing": a GET of /session-timeout, from a link on any site, ends nothing).
 * The timeout warning posts here with script, at "Log out" (with {@link SIGNED_OUT}) or when the
 * time runs out (shell/AppShell.tsx). The journey's sealed state, the id_token and the session's
 * credential go (issue 44 "Ending"); the page is then shown by a 303, naming the client as before.
 * spec 001 §2 "session-timeout", spec 000 §3.
 * @param store - the request's root store
 * @param request - the post
 */
export async function endSessionAction(
  store: RootStore,
  request: Request,
): Promise<Response | ReturnType<typeof data<{ sessionGoesOn: true }>>> {
  const form = new URLSearchParams(await request.text());
  if (
    request.headers.get(SCRIPT_POST_HEADER) &&
    form.get(END_REASON_FIELD) !== SIGNED_OUT &&
    extendedElsewhere(store, form.get(COUNTED_TO_FIELD))
  ) {
    // The server owns the timeout (issue 55 item 7): a tab that counted down to an end the session
    // has since moved past ends nothing. The timeout warning's post (page script's, by a fetcher)
    // gets the journey's data, with the later end, and the tab stays on its page as it is, with
    // what was typed in it. (A post without script is never the warning's: it ends the session.)
    return data({ sessionGoesOn: true as const });
  }
  store.endSession();
  if (form.get(END_REASON_FIELD) === SIGNED_OUT) store.page.setNotice('signedOut');
  return redirect(paths.sessionTimeout, 303);
}

/**
 * Whether the journey's session now ends later than the end a page counted down to, and has not
 * ended yet: another tab or window extended it after this page last heard. A page that sent no end
 * (or one that cannot be read) ends the session, as before. It compares two ends, never the
 * browser's clock with the server's. The one end a page makes itself, after its own "Stay logged
 * in", is timed by the browser's clock: where that runs behind the server's, the page is sent back
 * once, now with the server's end, and its timeout then ends the session as many seconds later as
 * the clocks differ. issue 55 item 7.
 * @param store - the request's root store (its session group's `expiresAt`, epoch ms)
 * @param countedTo - the posted {@link COUNTED_TO_FIELD}
 * @param nowMs - the time now (epoch ms)
 */
export function extendedElsewhere(store: RootStore, countedTo: string | null, nowMs = Date.now()): boolean {
  const at = store.session.expiresAt;
  const counted = Number(countedTo);
  if (at === undefined || !countedTo || !Number.isFinite(counted)) return false;
  return at > counted && at > nowMs;
}
