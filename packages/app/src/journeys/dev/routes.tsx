import { setCookiesPage } from '@nhsl/content';
import { lazyPage, type PageRoute } from '../../shell/pageRoute.ts';

/**
 * Developer-only routes. `createRoutes` includes them only when `import.meta.env.DEV` is true,
 * so the production build has neither the route nor its chunk. spec 001 §2.
 * @param allPaths - every route path, for the page's list
 */
export function devRoutes(allPaths: readonly string[]): PageRoute[] {
  return [
    {
      path: '/set-cookies',
      meta: {
        id: 'dev:set-cookies',
        get title() {
          return setCookiesPage.title;
        },
      },
      load: lazyPage(() =>
        import('./pages/SetCookiesPage.tsx').then((m) => ({ default: () => <m.SetCookiesPage routes={allPaths} /> })),
      ),
    },
  ];
}
