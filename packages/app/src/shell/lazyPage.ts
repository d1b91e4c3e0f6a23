import type { ComponentType } from 'react';
import { pageIsLeaving, watchPageLeaving } from '../lib/pageLeaving.ts';
import { ChunkErrorPage } from './ChunkErrorPage.tsx';

/**
 * The history entry's mark that its page was already loaded afresh for a failed chunk: kept in
 * the entry's own state (a reload keeps it), so nothing is written to the browser's storage (issue 44).
 */
export const CHUNK_RELOAD_MARK = 'chunkReloaded';

/** Whether this history entry was loaded afresh for a failed chunk already. */
function reloadedOnce(): boolean {
  return (history.state as Record<string, unknown> | null)?.[CHUNK_RELOAD_MARK] === true;
}

/** Sets or clears this history entry's mark, keeping the router's own state. */
function markReloaded(value: boolean): void {
  const state = (history.state as Record<string, unknown> | null) ?? {};
  if ((state[CHUNK_RELOAD_MARK] === true) === value) return;
  history.replaceState({ ...state, [CHUNK_RELOAD_MARK]: value || undefined }, '');
}

// Watched from main.tsx on; here too for a page started without it (the dev server's shell).
watchPageLeaving();

/** What a page whose chunk failed shows while the browser loads its address afresh: nothing. */
export const ReloadingPage: ComponentType = () => null;

/** Where the router is going (absolute URL), noted by each route's loader. */
let navigationTarget: string | undefined;

/**
 * Notes the address of the navigation in progress, so that a page whose chunk fails to load is
 * reloaded at the address the user asked for rather than the one they are leaving (during an
 * in-app navigation the address bar still shows the old page). Called by every route's loader.
 * @param url - the navigation's absolute URL (the loader's request.url)
 */
export function noteNavigationTarget(url: string): void {
  navigationTarget = url;
}

/**
 * Loads `href` afresh, its history entry marked: once the router has made the entry of the page
 * it was going to (it does, with this page's {@link ReloadingPage}), the entry is marked and
 * reloaded; should the router not get there within 2 seconds, the address is loaded unmarked.
 * @param href - the address the user asked for
 */
function reloadAt(href: string): void {
  const until = Date.now() + 2_000;
  const go = () => {
    if (window.location.href === href) {
      markReloaded(true);
      window.location.reload();
    } else if (Date.now() > until) {
      window.location.assign(href);
    } else {
      setTimeout(go, 20);
    }
  };
  go();
}

/**
 * Loads a lazily loaded page. When its chunk fails to load (a new release replaced it, or the
 * network dropped), the browser loads the page's address afresh once; a second failure shows
 * "Something went wrong" ({@link ChunkErrorPage}) in the shell, so there is never a reload loop or a blank page.
 * spec 000 §4 "Session restart and loading".
 * @param load - the dynamic import of the page module (default export is the page)
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    try {
      const mod = await load();
      // (No history when the page is rendered on the server.)
      if (typeof window !== 'undefined') markReloaded(false);
      return { Component: mod.default };
    } catch {
      // Cancelled because the page is going (a form posted, a link followed): nothing to do, the
      // next page is on its way, and a reload would cancel it (issue 44).
      if (pageIsLeaving()) return { Component: ReloadingPage };
      if (!reloadedOnce()) {
        const target = navigationTarget && new URL(navigationTarget, window.location.href);
        reloadAt(target && target.origin === window.location.origin ? target.href : window.location.href);
        return { Component: ReloadingPage };
      }
      markReloaded(false);
      return { Component: ChunkErrorPage };
    }
  };
}
