import { pageMeta, routeMetaAt } from '../../shell/pageMeta.ts';
import { paths } from '../../paths.ts';
import { SessionInvalidPage } from './pages/BlockedPages.tsx';
import { staticRoutes } from './routes.ts';

/** The shell reads the route's meta from its handle (AppShell `useRouteMeta`): its title. */
export const handle = routeMetaAt(staticRoutes, paths.sessionInvalid);

/** The page's title. */
export const meta = pageMeta(handle);

/** session-invalid as a route module of the framework build (issue 55): "Something went wrong" for a session that is not valid. spec 001 §2. A message page: no loader, no action. */
export default SessionInvalidPage;
