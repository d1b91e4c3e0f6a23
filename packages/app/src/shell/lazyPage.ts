import type { ComponentType } from 'react';
import { ChunkErrorPage } from './ChunkErrorPage.tsx';

/** sessionStorage key marking that the page was already reloaded for a failed chunk. */
export const CHUNK_RELOAD_KEY = 'nhsl:chunk-reload';

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
      // (No sessionStorage when the page is prerendered at build time, in Node.)
      if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(CHUNK_RELOAD_KEY);
      return { Component: mod.default };
    } catch {
      if (!sessionStorage.getItem(CHUNK_RELOAD_KEY)) {
        sessionStorage.setItem(CHUNK_RELOAD_KEY, '1');
        const target = navigationTarget && new URL(navigationTarget, window.location.href);
        if (target && target.origin === window.location.origin && target.href !== window.location.href) {
          window.location.assign(target.href);
        } else {
          window.location.reload();
        }
        return { Component: ReloadingPage };
      }
      sessionStorage.removeItem(CHUNK_RELOAD_KEY);
      return { Component: ChunkErrorPage };
    }
  };
}
