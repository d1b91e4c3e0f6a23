import { pageMeta, routeMetaAt } from '../../shell/pageMeta.ts';
import { paths } from '../../paths.ts';
import { LoginDisabledPage } from './pages/BlockedPages.tsx';
import { staticRoutes } from './routes.ts';

/** The shell reads the route's meta from its handle (AppShell `useRouteMeta`): its title. */
export const handle = routeMetaAt(staticRoutes, paths.loginDisabled);

/** The page's title. */
export const meta = pageMeta(handle);

/** login-disabled as a route module of the framework build (issue 55): "Your login has been disabled", its reference from the errorCode parameter (CID7031 when missing or malformed). DECISIONS "login-disabled". A message page: no loader, no action. */
export default LoginDisabledPage;
