import { pageMeta, routeMetaAt } from '../../shell/pageMeta.ts';
import { policyPaths } from '../../paths.ts';
import { TermsAndConditionsPage } from './pages/PolicyPages.tsx';
import { policyRoutes } from './routes.ts';

/** The shell reads the route's meta from its handle (AppShell `useRouteMeta`): its title, width and back link. */
export const handle = routeMetaAt(policyRoutes, policyPaths.termsAndConditions);

/** The page's title. */
export const meta = pageMeta(handle);

/** terms-and-conditions as a route module of the framework build (issue 55): terms of use v3.1 (05 Jan 2024). spec 001 §2. A static page: no loader, no action. */
export default TermsAndConditionsPage;
