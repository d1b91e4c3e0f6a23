/**
 * Whether the page is being left (issue 44): a form posted as HTML before the app took the page
 * over, or a link followed. The browser then cancels the page's script files still loading, which
 * is no failure, and loading the page afresh would cancel the user's post (shell/lazyPage.ts).
 *
 * It must be watched from the page's first script (main.tsx, in the entry chunk): the user may
 * press a button while the app is still loading its start-up steps, and a module evaluated after
 * that press never hears the page's `beforeunload`. Found by the cross-browser smoke in WebKit:
 * the shell, evaluated after the press, reloaded the page and the post's answer was dropped.
 */

let leaving = false;
/** The targets listened to already (the window once, whoever asks). */
const watched = new WeakSet<object>();

/** What the watcher listens on: the window, or a stand-in in tests. */
type Listenable = Pick<EventTarget, 'addEventListener'>;

/**
 * Starts noting whether the page is being left: `beforeunload` and `pagehide` mark it, and only a
 * page restored from the back/forward cache (`pageshow` with `persisted`) is live again. A
 * `pageshow` of the page's own first load does not clear the mark: the browser may finish loading
 * the page being left after the user's post went (its `load`, then `pageshow`, come after the
 * `beforeunload`). Each target is listened to once, however often it is asked for; without a
 * window (server rendering, unit tests) and no target, it does nothing.
 * @param target - what to listen on (default: the window)
 */
export function watchPageLeaving(target?: Listenable): void {
  const on = target ?? (typeof window === 'undefined' ? undefined : window);
  if (!on || watched.has(on)) return;
  watched.add(on);
  on.addEventListener('beforeunload', () => (leaving = true));
  on.addEventListener('pagehide', () => (leaving = true));
  on.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) leaving = false;
  });
}

/** Whether the page is being left (see {@link watchPageLeaving}); false before watching starts. */
export function pageIsLeaving(): boolean {
  return leaving;
}
