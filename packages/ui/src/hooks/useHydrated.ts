import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Whether the component runs live in the browser: false while a page is rendered at build time
 * (prerendered HTML) and during the render that hydrates it, true right after, and true from the
 * start of a page rendered in the browser. Lets prerendered markup hold back what only works
 * with JavaScript (issue 9 "Performance": prerendered public pages).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
