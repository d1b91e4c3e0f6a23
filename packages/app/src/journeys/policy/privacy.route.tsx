import { pageMeta, routeMetaAt } from '../../shell/pageMeta.ts';
import { policyPaths } from '../../paths.ts';
import { PrivacyPage } from './pages/PolicyPages.tsx';
import { policyRoutes } from './routes.ts';

/** The shell reads the route's meta from its handle (AppShell `useRouteMeta`): its title, width and back link. */
export const handle = routeMetaAt(policyRoutes, policyPaths.privacy);

/** The page's title. */
export const meta = pageMeta(handle);

/** privacy as a route module of the framework build (issue 55): the privacy notice v4.4 (July 2024). spec 001 §2. A static page: no loader, no action. */
export default PrivacyPage;
