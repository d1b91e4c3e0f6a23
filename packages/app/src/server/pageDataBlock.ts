import type { HydrationState } from 'react-router-dom';
import type { ClientLogEvent } from '@nhsl/contract';
import type { PageNotice } from '../stores/stores.ts';

// The page's data block and how it is read: apart from server/pageData.ts so that the browser's
// entry (main.tsx) reads it without loading the stores (MobX) with it.

/** The id of the `<script type="application/json">` block that carries {@link ServerPageData}. */
export const PAGE_DATA_ID = 'page-data';

/**
 * What a server-rendered page tells the browser (issue 23), as JSON in a
 * `<script type="application/json" id="page-data">` block (no inline script: the CSP stays strict).
 */
export interface ServerPageData {
  /** The CSRF token the forms carry. */
  csrf: string;
  /** The router's loader data (the guards' null answers). */
  loaderData: HydrationState['loaderData'];
  /** A form's answer (errors and typed values) when the page answers a post. */
  actionData?: HydrationState['actionData'];
  /** The journey's persisted groups after the request (issue 44: the browser's stores hold these, and nothing else of the journey). */
  groups: Record<string, string>;
  /**
   * How many times the journey has changed (the sealed state's revision): every journey form posts
   * the revision its page shows (`_rev`), and a post from a page the journey has moved on from
   * (another tab, an old page) is answered with the page as it is now, never run (issue 44).
   */
  revision?: number;
  /**
   * The session's sign-in is finished (`RootStore.signedIn`: a live id_token, which only the
   * server can read since issue 24, or the account details answered on the server), so the header
   * shows the account link. The browser takes it before hydrating, so both draw the same header
   * (issue 27).
   */
  signedIn?: boolean;
  /**
   * What the page says first, a step having been done already (issue 54): the notice the step left,
   * which this page took (`PageStore.showNotice`). Absent: none.
   */
  notice?: PageNotice;
  /**
   * The failures the server's steps met for this answer (redacted log events, issue 44): the
   * browser raises their analytics error events when analytics cookies are accepted (spec 000 §8).
   */
  failures?: ClientLogEvent[];
  /** false: the page is an error answer the browser renders afresh. */
  hydrate: boolean;
  /**
   * The locale the page was rendered in (issue 46): the browser loads its catalog before it
   * hydrates, so both render the same words. Absent: English.
   */
  locale?: 'en' | 'cy';
}

/** Reads the page's data block, or undefined (no block, or not JSON). */
export function readPageData(doc: Document): ServerPageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerPageData;
  } catch {
    return undefined;
  }
}
