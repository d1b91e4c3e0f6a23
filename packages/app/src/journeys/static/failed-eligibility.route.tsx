import { pageMeta, routeMetaAt } from '../../shell/pageMeta.ts';
import { paths } from '../../paths.ts';
import { FailedEligibilityPage } from './pages/BlockedPages.tsx';
import { staticRoutes } from './routes.ts';

/** The shell reads the route's meta from its handle (AppShell `useRouteMeta`): its title. */
export const handle = routeMetaAt(staticRoutes, paths.failedEligibility);

/** The page's title. */
export const meta = pageMeta(handle);

/** failed-eligibility as a route module of the framework build (issue 55): "You cannot use this NHS account", with a contact link (a refused account replacement brings its reference, CID1119). DECISIONS "failed-eligibility heading". A message page: no loader, no action. */
export default FailedEligibilityPage;
