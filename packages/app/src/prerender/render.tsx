import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { COOKIE_PREFERENCE_COOKIE, type OidcParams } from '@nhsl/contract';
import { pageTitle } from '@nhsl/content';
import { AppProviders } from '../App.tsx';
import { memoryCookieJar } from '../lib/cookieJar.ts';
import { createRoutes } from '../routes.tsx';
import type { RouteMeta } from '../shell/routeMeta.ts';
import { RootStore } from '../stores/RootStore.ts';
import { nullStorage } from '../stores/persistence.ts';
import type { PrerenderVariant } from './pages.ts';

/** One prerendered page: the markup inside #root, its style elements and its document title. */
export interface PrerenderedPage {
  /** The app's markup, to go inside `<div id="root">`. */
  html: string;
  /** styled-components' `<style>` elements holding every rule the markup uses. */
  styles: string;
  /** The document title, as the shell sets it ("<page> - NHS login"). */
  title: string;
}

/**
 * Renders one public page to HTML at build time (run in Node by scripts/prerender.mjs, never in
 * the browser), in the state a first visit has: no stored email, nothing persisted, and a
 * session placeholder so that guarded pages (log-in-password) render instead of redirecting; in
 * the browser main.tsx checks the real guard before hydrating. issue 9 "Performance".
 * @param path - the route's path (one of `prerenderedPaths`)
 * @param variant - 'banner' for a visitor without a cookie choice, 'plain' for one with
 * @throws Error when the route redirects or fails: such a page cannot be prerendered
 */
export async function prerender(path: string, variant: PrerenderVariant): Promise<PrerenderedPage> {
  const store = new RootStore({
    storage: nullStorage,
    cookies: memoryCookieJar(variant === 'plain' ? { [COOKIE_PREFERENCE_COOKIE]: 'no' } : {}),
    loadAnalytics: () => undefined,
    passkey: { checkSupport: () => Promise.resolve(false) },
  });
  store.session.setSession('prerender', { client_id: 'prerender' } as OidcParams);
  const handler = createStaticHandler(createRoutes(store));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}: it cannot be prerendered`);
  if (context.errors) throw new Error(`${path} failed: ${Object.values(context.errors).map(String).join('; ')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <AppProviders store={store}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </StrictMode>,
      ),
    );
    const meta = [...context.matches].reverse().find((m) => m.route.handle)?.route.handle as RouteMeta | undefined;
    return { html, styles: sheet.getStyleTags(), title: pageTitle(meta?.title, false) };
  } finally {
    sheet.seal();
  }
}

export { prerenderedFile, prerenderedPaths } from './pages.ts';
