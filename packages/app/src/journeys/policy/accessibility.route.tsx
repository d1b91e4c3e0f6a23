import { pageMeta, routeMetaAt } from '../../shell/pageMeta.ts';
import { policyPaths } from '../../paths.ts';
import { AccessibilityPage } from './pages/PolicyPages.tsx';
import { policyRoutes } from './routes.ts';

/** The shell reads the route's meta from its handle (AppShell `useRouteMeta`): its title, width and back link. */
export const handle = routeMetaAt(policyRoutes, policyPaths.accessibility);

/** The page's title. */
export const meta = pageMeta(handle);

/** accessibility as a route module of the framework build (issue 55): the accessibility statement (WCAG 2.2 AA, partial compliance). spec 000 §2. A static page: no loader, no action. */
export default AccessibilityPage;
