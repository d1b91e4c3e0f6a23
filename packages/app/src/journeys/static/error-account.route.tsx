import { pageMeta, routeMetaAt } from '../../shell/pageMeta.ts';
import { paths } from '../../paths.ts';
import { ErrorAccountPage } from './pages/BlockedPages.tsx';
import { staticRoutes } from './routes.ts';

/** The shell reads the route's meta from its handle (AppShell `useRouteMeta`): its title. */
export const handle = routeMetaAt(staticRoutes, paths.errorAccount);

/** The page's title. */
export const meta = pageMeta(handle);

/** error-account as a route module of the framework build (issue 55): fixed reference CID2014, with a help link. spec 000 §2. A message page: no loader, no action. */
export default ErrorAccountPage;
