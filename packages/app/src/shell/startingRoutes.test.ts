import { describe, expect, it } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { createRoutes, pageRoutes, SHELL_ROUTE_ID } from '../routes.tsx';
import { memoryCookieJar } from '../lib/cookieJar.ts';
import { nullStorage } from '../stores/persistence.ts';
import { RootStore } from '../stores/RootStore.ts';
import { stubApi } from '../test/stubApi.ts';
import { startingRoutes } from './startingRoutes.ts';

/** A shell like the app's: a layout route with pages under it, the not-found page last. */
const table = (): RouteObject[] => [
  {
    id: SHELL_ROUTE_ID,
    children: [
      { id: '/enter-email', path: '/enter-email', loader: () => 'email' },
      { id: '/log-in-password', path: '/log-in-password', loader: () => 'password' },
      { id: '*', path: '*', loader: () => 'not found' },
    ],
  },
];

const pagesUnderShell = (routes: RouteObject[]) => routes[0]!.children!.map((r) => r.path);

describe('startingRoutes (the browser router starts with this page only)', () => {
  it('keeps only the page at this address, matched as React Router does (no case, no trailing slash)', () => {
    expect(pagesUnderShell(startingRoutes(table(), '/enter-email').routes)).toEqual(['/enter-email']);
    expect(pagesUnderShell(startingRoutes(table(), '/Enter-Email/').routes)).toEqual(['/enter-email']);
  });

  it('starts with the whole table for an address no page has, so the not-found page shows', () => {
    const start = startingRoutes(table(), '/no-such-page');
    expect(pagesUnderShell(start.routes)).toEqual(['/enter-email', '/log-in-password', '*']);
    expect(start.patchRoutesOnNavigation).toBeUndefined();
  });

  it('finds the other pages at the first navigation to one of them, and unknown addresses reach not-found', async () => {
    const start = startingRoutes(table(), '/enter-email');
    const router = createMemoryRouter(start.routes, {
      initialEntries: ['/enter-email'],
      patchRoutesOnNavigation: start.patchRoutesOnNavigation,
    });
    await router.navigate('/enter-email');
    expect(router.state.loaderData['/enter-email']).toBe('email');
    await router.navigate('/log-in-password');
    expect(router.state.location.pathname).toBe('/log-in-password');
    expect(router.state.loaderData['/log-in-password']).toBe('password');
    await router.navigate('/somewhere-else');
    expect(router.state.loaderData['*']).toBe('not found');
    // Each page is in the table once.
    expect(pagesUnderShell(router.routes)).toHaveLength(3);
  });

  it('on the app table, keeps enter-email of all the pages', () => {
    const store = new RootStore({ api: stubApi(), storage: nullStorage, cookies: memoryCookieJar() });
    const start = startingRoutes(createRoutes(store), '/enter-email');
    expect(pagesUnderShell(start.routes)).toEqual(['/enter-email']);
    expect(pageRoutes.length).toBeGreaterThan(50);
  });
});
