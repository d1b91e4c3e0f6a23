/**
 * The policy pages' titles on their own, in a module of their own: the route table (loaded with the
 * first page) needs only these, and a module the first page uses is bundled whole into its
 * chunk, so the pages' full texts stay in the policy pages' own chunk.
 */
export const policyTitles = {
  termsAndConditions: 'NHS login terms of use',
  privacyNotice: 'NHS login privacy notice',
  accessibilityStatement: 'Accessibility statement',
  legalNotice: 'Legal notice',
} as const;

/** The cookie policy's title alone, for the route table (the policy text loads with its page). */
export const COOKIE_POLICY_TITLE = 'Cookie policy';
