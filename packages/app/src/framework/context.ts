import type { Locale } from '@nhsl/content';

/**
 * What the production server gives the framework build's loaders with each request (issue 55;
 * server/framework.mjs): never a secret of the journey beyond what its page shows.
 */
export interface FrameworkContext {
  /** This response's nonce (base64): the router's inline scripts and the page's styles carry it. */
  nonce?: string;
  /** The locale the journey is read in (the language cookie, else the journey's; issue 46). */
  locale: Locale;
  /** The journey's CSRF token, which the page's forms carry (the cookie banner's, without script). */
  csrfToken?: string;
  /**
   * The journey's persisted groups (`nhsl:<group>` → JSON), this request's copy: what the loaders
   * change in it (a notice shown once) the server seals after the answer.
   */
  storage: Record<string, string>;
  /** The journey's personal details (proofing), this request's copy. */
  tabStorage: Record<string, string>;
}
