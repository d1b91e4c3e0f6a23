import { backLinkTexts } from '@nhsl/content';
import type { RouteMeta } from './routeMeta.ts';

/**
 * The back link target that goes one step back in the browser's history instead of to an
 * address (the policy pages, which are reached from anywhere). The shell draws it as a button.
 */
export const HISTORY_BACK = 'history:back';

/**
 * The page state of spec 000 §3 "Page state: loading, backLink, backLinkText": where the page's
 * back link goes (a path, or {@link HISTORY_BACK}) and its words. Issue 28 item 7.
 */
export interface BackLinkState {
  /** The target: an app path (with its query, if any) or {@link HISTORY_BACK}. */
  backLink: string;
  /** The link's text, from packages/content (e.g. "Back", "Back to your NHS login"). */
  backLinkText: string;
}

/**
 * What a route declares about its back link (`RouteMeta.backLink`): always the same one, or one
 * that depends on the address's query (check-your-details shows it only with `?noMatch=true`).
 */
export type BackLinkDeclaration = BackLinkState | ((search: URLSearchParams) => BackLinkState | undefined);

/**
 * A route's back link declaration: to `backLink`, saying the `backLinkTexts` entry `text` ("Back"
 * unless given). The words are read when the page renders, in its locale (issue 46), not when the
 * routes are declared.
 * @param backLink - an app path or {@link HISTORY_BACK}
 * @param text - which of packages/content `backLinkTexts`
 */
export function backTo(backLink: string, text: keyof typeof backLinkTexts = 'back'): BackLinkState {
  return {
    backLink,
    get backLinkText() {
      return backLinkTexts[text];
    },
  };
}

/** The parts of a router's state (browser, memory or the server's static handler context) read here. */
export interface RouteStateLike {
  /** The matched routes, outermost first. */
  matches: readonly { route: { handle?: unknown } }[];
  /** The address shown. */
  location: { search: string };
  /** Route errors: the route's error page shows instead of the page, without its back link. */
  errors?: unknown;
}

/** The route meta of the deepest matched route that has one. */
export function deepestMeta(matches: RouteStateLike['matches']): RouteMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle as RouteMeta | undefined;
    if (handle) return handle;
  }
  return undefined;
}

/**
 * The back link the page at this router state declares, or undefined for none (also when the
 * route failed and its error page shows). Pure: the server, the browser and the stories call it.
 * @param state - the router's matches, location and errors
 */
export function backLinkOf(state: RouteStateLike): BackLinkState | undefined {
  if (state.errors) return undefined;
  const declared = deepestMeta(state.matches)?.backLink;
  if (!declared) return undefined;
  return typeof declared === 'function' ? declared(new URLSearchParams(state.location.search)) : declared;
}

/** Where {@link followBackLinks} writes: the page store's setter. */
export interface BackLinkSink {
  /** Sets (or, with undefined, clears) the page's back link. */
  setBackLink(state: BackLinkState | undefined): void;
}

/**
 * Keeps the page state's back link in step with a data router: set at once from the router's
 * current state (so a hydrating render draws the server's back link) and again on every change
 * of state, which the router reports before React renders the new page. Returns the unsubscribe.
 * @param router - a browser or memory data router
 * @param page - the page store
 */
export function followBackLinks(
  router: { state: RouteStateLike; subscribe(fn: (state: RouteStateLike) => void): () => void },
  page: BackLinkSink,
): () => void {
  page.setBackLink(backLinkOf(router.state));
  return router.subscribe((state) => page.setBackLink(backLinkOf(state)));
}
