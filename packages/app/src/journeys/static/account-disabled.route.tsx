import { pageMeta, routeMetaAt } from '../../shell/pageMeta.ts';
import { paths } from '../../paths.ts';
import { AccountDisabledPage } from './pages/BlockedPages.tsx';
import { staticRoutes } from './routes.ts';

/** The shell reads the route's meta from its handle (AppShell `useRouteMeta`): its title. */
export const handle = routeMetaAt(staticRoutes, paths.accountDisabled);

/** The page's title. */
export const meta = pageMeta(handle);

/** account-disabled as a route module of the framework build (issue 55): "You cannot use your account", its reference from the errorCode parameter. spec 000 §2. A message page: no loader, no action. */
export default AccountDisabledPage;
