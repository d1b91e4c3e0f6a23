import { paths, policyPaths } from '../paths.ts';

/**
 * The paths of the pages that have moved to route modules (issue 55, decision 0075): src/routes.ts
 * declares their modules (a unit test keeps the two in step), and a link between one of these and
 * a page of today's build loads the document (shell/RouterLink.tsx), since each build's router
 * knows only its own pages. Paths only: this list is in today's entry script.
 */
const FRAMEWORK_PATHS: ReadonlySet<string> = new Set([
  policyPaths.termsAndConditions,
  policyPaths.privacy,
  policyPaths.accessibility,
  policyPaths.legalNotice,
  paths.noClientInfo,
  paths.accountDisabled,
  paths.loginDisabledAuthcode,
  paths.errorAccount,
  paths.loginDisabled,
  paths.loginProblemNhsNumber,
  paths.failedEligibility,
  paths.sessionInvalid,
]);

/**
 * Whether a path (no query) is a page of the framework build.
 * @param path - e.g. `/terms-and-conditions`
 */
export function isFrameworkPath(path: string): boolean {
  return FRAMEWORK_PATHS.has(path);
}

/** The framework build's page paths, for the test that keeps src/routes.ts in step. */
export const frameworkPaths = (): string[] => [...FRAMEWORK_PATHS];
