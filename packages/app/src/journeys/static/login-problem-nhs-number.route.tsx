import { pageMeta, routeMetaAt } from '../../shell/pageMeta.ts';
import { paths } from '../../paths.ts';
import { LoginProblemNhsNumberPage } from './pages/BlockedPages.tsx';
import { staticRoutes } from './routes.ts';

/** The shell reads the route's meta from its handle (AppShell `useRouteMeta`): its title. */
export const handle = routeMetaAt(staticRoutes, paths.loginProblemNhsNumber);

/** The page's title. */
export const meta = pageMeta(handle);

/** login-problem-nhs-number as a route module of the framework build (issue 55): reference CID2011. spec 000 §2, spec 001 §2. A message page: no loader, no action. */
export default LoginProblemNhsNumberPage;
