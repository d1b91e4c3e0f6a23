import { pageMeta, routeMetaAt } from '../../shell/pageMeta.ts';
import { paths } from '../../paths.ts';
import NoClientInfoPage from './pages/NoClientInfoPage.tsx';
import { staticRoutes } from './routes.ts';

/** The shell reads the route's meta from its handle (AppShell `useRouteMeta`): its title. */
export const handle = routeMetaAt(staticRoutes, paths.noClientInfo);

/** The page's title. */
export const meta = pageMeta(handle);

/** no-client-info as a route module of the framework build (issue 55): the session has no client; reference CID1004. spec 001 §2. A message page: no loader, no action. */
export default NoClientInfoPage;
