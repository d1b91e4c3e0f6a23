// The framework build's server entry (issue 55, decision 0075; vite.framework.config.ts makes it
// the server build's input): React Router's request handler over the route modules, each request
// read in its own locale. server/framework.mjs loads it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequestHandler } from 'react-router-dom';
import * as build from 'virtual:react-router/server-build';
import { DEFAULT_LOCALE, loadCatalog, setLocaleSource, type CompiledCatalog, type Locale } from '@nhsl/content';
import cyCatalog from '@nhsl/content/locales/cy.compiled.json';
import type { FrameworkContext } from './context.ts';

const requestLocale = new AsyncLocalStorage<Locale>();
// Requests in English and in Welsh are rendered at once, each reading the content in its own (issue 46).
setLocaleSource(() => requestLocale.getStore() ?? DEFAULT_LOCALE);
loadCatalog('cy', cyCatalog as CompiledCatalog);

const handler = createRequestHandler(build, 'production');

/** The build's routes (server/framework.mjs answers their paths). */
export const routes = build.routes;

/**
 * Answers a request with the route modules, in the request's locale.
 * @param request - the page's or its data's GET
 * @param context - the server's load context: the nonce, locale and CSRF token of this response
 * @returns the page (HTML), its single fetch data, or a redirect
 */
export function handle(request: Request, context: FrameworkContext): Promise<Response> {
  return requestLocale.run(context.locale, () => handler(request, context as never));
}
