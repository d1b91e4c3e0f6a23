import { policyPaths } from '../paths.ts';

/**
 * The pages that have moved to route modules (issue 55, decision 0075), each with its module's file
 * (under src): src/routes.ts declares them to the framework, and a link between one of these and a
 * page of today's build loads the document (shell/RouterLink.tsx), since each build's router knows
 * only its own pages.
 */
export const FRAMEWORK_ROUTES: readonly { path: string; file: string }[] = [
  { path: policyPaths.termsAndConditions, file: 'journeys/policy/terms-and-conditions.route.tsx' },
];

const paths = new Set(FRAMEWORK_ROUTES.map((r) => r.path));

/**
 * Whether a path (no query) is a page of the framework build.
 * @param path - e.g. `/terms-and-conditions`
 */
export function isFrameworkPath(path: string): boolean {
  return paths.has(path);
}
