import { redirect } from 'react-router-dom';
import { paths } from '../../paths.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import { END_REASON_FIELD, SIGNED_OUT } from '../../shell/sessionEnd.ts';

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
export async function endSessionAction(store: RootStore, request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  store.endSession();
  if (form.get(END_REASON_FIELD) === SIGNED_OUT) store.page.setNotice('signedOut');
  return redirect(paths.sessionTimeout, 303);
}
