import { pageMeta, routeMetaAt } from '../../shell/pageMeta.ts';
import { policyPaths } from '../../paths.ts';
import { LegalNoticePage } from './pages/PolicyPages.tsx';
import { policyRoutes } from './routes.ts';

/** The shell reads the route's meta from its handle (AppShell `useRouteMeta`): its title, width and back link. */
export const handle = routeMetaAt(policyRoutes, policyPaths.legalNotice);

/** The page's title. */
export const meta = pageMeta(handle);

/** legal-notice as a route module of the framework build (issue 55): the computer misuse warning. spec 001 §2. A static page: no loader, no action. */
export default LegalNoticePage;
