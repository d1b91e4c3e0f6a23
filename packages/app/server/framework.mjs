// The framework build in the production server (issue 55, decision 0075): React Router's request
// handler renders the routes that have moved to route modules (src/routes.ts). server/render.mjs
// keeps everything around the render for them as for every page (the sealed journey, the language
// link, CSRF, the security headers with this response's nonce); today's build renders the rest.
// `pnpm build` writes the framework build to dist/framework, beside today's build in dist.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the framework build's browser files are served (vite.framework.config.ts `build.assetsDir`). */
export const FRAMEWORK_ASSETS_DIR = 'fw-assets';

/** The suffix of single fetch's data requests (`/terms-and-conditions.data`, `/_root.data`). */
const DATA_SUFFIX = '.data';

/** The framework build's folder in a build folder (react-router.config.ts `buildDirectory`). */
export const frameworkBuildIn = (dist) => join(dist, 'framework');

/**
 * Whether a folder holds a framework build (its server build is there).
 * @param {string} dir
 * @returns {boolean}
 */
export const isFrameworkBuild = (dir) => existsSync(join(dir, 'server', 'index.js'));

/**
 * The whole paths of a server build's routes that have no parameters (a route's path joined to its
 * parents'), e.g. `/terms-and-conditions`.
 * @param {Record<string, { path?: string, parentId?: string }>} routes - the build's `routes`
 * @returns {Set<string>}
 */
export function routePaths(routes) {
  const full = (id) => {
    const route = routes[id];
    if (!route) return '';
    const parent = route.parentId ? full(route.parentId) : '';
    return route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
  };
  const paths = new Set();
  for (const [id, route] of Object.entries(routes)) {
    if (!route.path || /[:*]/.test(route.path)) continue;
    paths.add(full(id));
  }
  return paths;
}

/**
 * Loads the framework build (its server entry, src/framework/handler.server.ts).
 * @param {string} buildDir - the framework build's folder (with client/ and server/index.js)
 * @returns {Promise<{ assetsDir: string, owns: (pathname: string) => boolean,
 *   render: (input: object, request: import('fastify').FastifyRequest) => Promise<object> }>}
 *   `assetsDir`: its browser files' folder (served under /fw-assets/); `owns`: whether a path is one
 *   of its pages or their single fetch data; `render`: a page's answer as render.mjs's `render`
 *   gives it, with `kind: 'response'` and the handler's `response`, and the journey as the loaders left it
 */
export async function loadFramework(buildDir) {
  const server = await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href);
  const paths = routePaths(server.routes);
  const owns = (pathname) =>
    paths.has(pathname) ||
    pathname === `/_root${DATA_SUFFIX}` ||
    (pathname.endsWith(DATA_SUFFIX) && paths.has(pathname.slice(0, -DATA_SUFFIX.length)));
  return {
    assetsDir: join(buildDir, 'client', FRAMEWORK_ASSETS_DIR),
    owns,
    async render(input, request) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
      }
      // This request's copy of the journey, which the loaders may change (a notice shown once).
      const storage = { ...input.storage };
      const tabStorage = { ...input.tabStorage };
      const response = await server.handle(new Request(input.url, { method: 'GET', headers }), {
        nonce: request.styleNonce,
        locale: input.locale ?? 'en',
        csrfToken: input.csrfToken,
        storage,
        tabStorage,
      });
      const changed = JSON.stringify([storage, tabStorage]) !== JSON.stringify([input.storage, input.tabStorage]);
      return {
        storage,
        tabStorage,
        cookies: [],
        events: [],
        csrfToken: input.csrfToken,
        // The revision the journey leaves at, as today's render counts it: one more for a change.
        revision: (input.revision ?? 0) + (changed ? 1 : 0),
        sessionEnded: false,
        journeyEnded: false,
        kind: 'response',
        response,
      };
    },
  };
}

/**
 * Sends the framework's answer: its status, headers and body, and the CSP's script-src allowing
 * the router's inline scripts, which carry this response's nonce (decision 0075).
 * @param {import('fastify').FastifyReply} reply
 * @param {Response} response - the request handler's answer
 * @param {string} nonce - this response's nonce
 */
export async function sendFrameworkResponse(reply, response, nonce) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length' || name === 'cache-control') continue;
    reply.header(name, value);
  }
  const csp = reply.getHeader('Content-Security-Policy');
  if (typeof csp === 'string')
    reply.header('Content-Security-Policy', csp.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`));
  return reply.send(Buffer.from(await response.arrayBuffer()));
}
