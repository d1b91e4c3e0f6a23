import { pageTitle } from '@nhsl/content';
import { policyRoutes } from './routes.ts';
import { TermsAndConditionsPage } from './pages/PolicyPages.tsx';
import { policyPaths } from '../../paths.ts';

/** The page's meta in today's route table (title, full width, back link): one declaration for both builds. */
const routeMeta = policyRoutes.find((r) => r.path === policyPaths.termsAndConditions)!.meta;

/** The shell reads the route's meta from its handle (AppShell `useRouteMeta`): its back link and width. */
export const handle = routeMeta;

/** The page's title: "Terms and conditions - NHS login" (spec 001 §2). */
export function meta(): { title: string }[] {
  return [{ title: pageTitle(routeMeta.title, false) }];
}

/**
 * terms-and-conditions as a route module of the framework build (issue 55): the page is static,
 * so it has no loader and no action. spec 001 §2.
 */
export default function TermsAndConditionsRoute() {
  return <TermsAndConditionsPage />;
}
