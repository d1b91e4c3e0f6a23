import { paths, policyPaths } from '../paths.ts';

/**
 * The public entry pages prerendered at build time (issue 9 "Performance"): their HTML and
 * critical styles reach the browser before any JavaScript runs, and the app then hydrates them.
 */
export const prerenderedPaths: readonly string[] = [
  paths.enterEmail,
  paths.logInPassword,
  policyPaths.cookies,
  policyPaths.termsAndConditions,
  policyPaths.privacy,
  policyPaths.accessibility,
  policyPaths.legalNotice,
];

/**
 * The two versions of each prerendered page: with the cookie banner (no cookie choice yet) and
 * without it (a choice stored in the cookie preference cookie). The server picks one per request
 * from the request's cookies, so the page the browser first paints is the one the app hydrates.
 */
export type PrerenderVariant = 'banner' | 'plain';

/** The file, under the build's `prerendered/` folder, of one page's variant. */
export function prerenderedFile(path: string, variant: PrerenderVariant): string {
  return `${path.replace(/^\//, '').replace(/\//g, '__') || 'index'}.${variant}.html`;
}
