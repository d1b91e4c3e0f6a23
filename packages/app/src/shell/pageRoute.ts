import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage.ts';
import type { RouteMeta } from './routeMeta.ts';
import type { PageAction } from './formAction.ts';
import type { Next } from './next.ts';
import type { RootStore } from '../stores/RootStore.ts';

/** Which guard a route needs. spec 000 §6: most routes need a live session; consent also an id token. */
export type Guard = 'session' | 'consent';

/** One page route: path, meta (tracking id, title), lazily loaded page, guard. */
export interface PageRoute {
  /** Route path. */
  path: string;
  /** Tracking id, title and shell options. */
  meta: RouteMeta;
  /** The route's lazy loader (see {@link lazyPage}). */
  load: ReturnType<typeof lazyPage>;
  /** The guard, if the route needs one. */
  guard?: Guard;
  /**
   * The route's form action (a form posted without script; issue 23): usually
   * `(store, request) => import('./actions.ts').then((m) => m.someAction(store, request))`, so the
   * action's code loads only when a form is posted. See {@link formAction}.
   */
  action?: PageAction;
  /**
   * For a page that only sends a request on arrival (authcode): the same store step, which the
   * server runs when it renders the page (so it works without script) and answers with its Next.
   * The browser's page keeps running it itself. Undefined: render the page (e.g. a page's own
   * guard is checked in the browser, as proofing's). issue 23.
   */
  arrival?: (store: RootStore, request: Request) => Promise<Next | undefined>;
  /**
   * For a page that stands for a step which writes to the back end or moves the journey on
   * (check-account-status, check-login, authcode): the store step, which the server runs only in
   * the action (a CSRF-checked POST) whose answer led to this page, in that same request, and
   * answers where it leads (server/render.tsx). A GET never runs it (a reload, a prefetch, a link
   * from another site): it runs `arrival` (a read) if any, else shows the page. spec 000 §2, §4;
   * issue 55 item 5 ("Loaders change nothing").
   */
  step?: (store: RootStore, request: Request) => Promise<Next | undefined>;
  /**
   * What the server's render hands to the browser's first render of the page (the route's loader
   * data, in the page's data block), read after the arrival: e.g. the account details the server
   * loaded, so that the hydrating render shows the same page (`useServerData`). Server only; the
   * browser's own navigations get none and the page loads what it needs itself. Issue 27.
   */
  serverData?: (store: RootStore) => Promise<unknown>;
  /**
   * Where a post from this page goes when the journey has moved on since the page was rendered
   * (another tab took a step; issue 44 "Two tabs"): the post is not run. Default: the page as it
   * is now. The account pages send it to changed-elsewhere, as a change the back end refuses would.
   */
  behind?: string;
  /**
   * The HTTP status the server answers the page with, when not 200: the not-found page's 404
   * (issue 45 Security: unknown paths answered 200). The page itself is the same.
   */
  status?: number;
}

/**
 * A lazy loader for a named export of a page module (several small pages sharing one chunk).
 * @param load - the dynamic import
 * @param name - the export's name
 */
export function namedPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyPage(() => load().then((m) => ({ default: m[name] })));
}

export { lazyPage };

/**
 * The header of the server's own request for a page an action led to (server/render.tsx): the
 * page's {@link PageRoute.step} runs. Only the server's in-process requests carry it; a request
 * from outside never reaches a route's loader with its headers. issue 55 item 5.
 */
export const RUN_STEP_HEADER = 'X-NHSL-Run-Step';

/**
 * The header of the server's own request to a route's action when page script sent the post (a
 * data request; server/render.tsx): an action whose answer differs with script reads it (the
 * session-timeout action, issue 55 item 7). Only the server's in-process requests carry it.
 */
export const SCRIPT_POST_HEADER = 'X-NHSL-Script-Post';
