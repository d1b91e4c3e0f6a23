import { common } from './common.ts';

/**
 * The back links' words (page state `backLinkText`, spec 000 §3; issue 28 item 7). The routes
 * declare their back links and the route table loads with the first page, so these sit on their
 * own, as the titles do, rather than in each journey's texts.
 */
export const backLinkTexts = {
  /** Most pages' back link. */
  back: common.back,
  /** The account change pages', back to the account home (issue 27). */
  account: 'Back to your NHS login',
} as const;
