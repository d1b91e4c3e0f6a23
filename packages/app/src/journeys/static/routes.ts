import { errorPages } from '@nhsl/content';
import { paths } from '../../paths.ts';
import { lazyPage, type PageRoute } from '../../shell/pageRoute.ts';

/** Error and session pages. spec 000 §2, spec 001 §2 "Session, error and blocked pages". */
export const staticRoutes: PageRoute[] = [
  {
    path: paths.error,
    meta: { id: 'error:error', title: errorPages.error.title },
    load: lazyPage(() => import('./pages/ErrorPage.tsx')),
  },
  {
    path: paths.noClientInfo,
    meta: { id: 'error:no-client-info', title: errorPages.noClientInfo.title },
    load: lazyPage(() => import('./pages/NoClientInfoPage.tsx')),
  },
  {
    path: paths.sessionTimeout,
    meta: { id: 'session:session-timeout', title: errorPages.sessionTimeout.title },
    load: lazyPage(() => import('./pages/SessionTimeoutPage.tsx')),
  },
];

/** The wildcard not-found route (CID0404); always last. spec 000 §2. */
export const notFoundRoute: PageRoute = {
  path: '*',
  meta: { id: 'error:not-found', title: errorPages.notFound.title },
  load: lazyPage(() => import('./pages/NotFoundPage.tsx')),
};
