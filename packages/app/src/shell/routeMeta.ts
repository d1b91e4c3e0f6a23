import type { BackLinkDeclaration } from './backLink.ts';

/** What each route declares about itself (react-router `handle`). */
export interface RouteMeta {
  /** Page-view tracking id, e.g. "sign-in:enter-email". spec 000 §1. */
  id: string;
  /** Page title (before " - NHS login"); none gives the product name. */
  title?: string;
  /** Hide header and footer when the user agent is the NHS App (consent). spec 000 §1. */
  hideShellInApp?: boolean;
  /** Use the full page width (policy pages with side navigation); default is two thirds. */
  fullWidth?: boolean;
  /**
   * The page's back link, which the shell draws above the page (page state `backLink` and
   * `backLinkText`, spec 000 §3; issue 28 item 7). None: no back link.
   */
  backLink?: BackLinkDeclaration;
  /**
   * The app's server runs this page's steps in the browser too (issue 44): its forms go to the
   * route's action by fetch, and its data comes from the server (shell/serverRoute.ts). Set by
   * routes.tsx for the journeys moved so far.
   */
  server?: boolean;
}
