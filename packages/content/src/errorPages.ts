import { errorTitles } from './errorTitles.ts';
import { durationText } from './common.ts';

/**
 * The error pages and the reference line, in a module of their own: the first page's error
 * boundary needs them, and a module the first page uses is bundled whole into its chunk, so the
 * blocked-account and developer pages' texts (errors.ts) load with those pages (issue 9
 * "Performance").
 */

/** Error and not-found pages. spec 000 §2, spec 001 §2. */
export const errorPages = {
  error: {
    title: errorTitles.errorPages.error,
    heading: 'Something went wrong',
    body: 'Sorry, there is a problem with the service. Please try again later.',
    tryAgain: 'Go back to the service you were using and try again.',
  },
  notFound: {
    title: errorTitles.errorPages.notFound,
    heading: 'We cannot find that page',
    body: 'If you typed the web address, check it is correct.',
    body2: 'If you pasted the web address, check you copied the entire address.',
    reference: 'CID0404',
  },
  noClientInfo: {
    title: errorTitles.errorPages.noClientInfo,
    heading: 'Something went wrong',
    body: 'We could not tell which service you were trying to use. Go back to the service and try to log in again.',
    reference: 'CID1004',
  },
  /** sign-in-finished: Back to a consent page after the sign-in ended (issue 54; was CID1004). */
  signInFinished: {
    title: errorTitles.errorPages.signInFinished,
    heading: 'You have finished logging in',
    body: 'You do not need to do anything else on this page.',
    /** Link text to the service (its homepage, or where NHS login sent you back to). */
    backTo: (clientName: string) => `Go back to ${clientName}`,
    backToUnknown: 'Go back to the service you were using.',
  },
  sessionTimeout: {
    title: errorTitles.errorPages.sessionTimeout,
    heading: 'We have logged you out',
    /** @param minutes - the session length (SESSION_LENGTH_MINUTES) */
    body: (minutes: number) =>
      `It has been more than ${durationText(minutes)} since you logged in. To protect your information we have logged you out.`,
    /** Link text to the client's homepage. */
    backTo: (clientName: string) => `Go back to ${clientName}`,
    backToUnknown: 'Go back to the service you were using and log in again.',
  },
  serviceBusy: {
    title: errorTitles.errorPages.serviceBusy,
    heading: 'We are very busy',
    body: 'Sorry, too many people are using the service right now. Please try again in a few minutes.',
  },
} as const;

/** Formats a reference line such as "Reference: CID0404". */
export function referenceLine(code: string): string {
  return `Reference: ${code}`;
}
