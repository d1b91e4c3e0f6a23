/** The server build React Router's Vite plugin makes of the route modules (issue 55): imported by handler.server.ts. */
declare module 'virtual:react-router/server-build' {
  import type { ServerBuild } from 'react-router-dom';
  export const routes: ServerBuild['routes'];
  export const entry: ServerBuild['entry'];
  export const assets: ServerBuild['assets'];
  export const assetsBuildDirectory: ServerBuild['assetsBuildDirectory'];
  export const basename: ServerBuild['basename'];
  export const future: ServerBuild['future'];
  export const isSpaMode: ServerBuild['isSpaMode'];
  export const prerender: ServerBuild['prerender'];
  export const publicPath: ServerBuild['publicPath'];
  export const routeDiscovery: ServerBuild['routeDiscovery'];
  export const ssr: ServerBuild['ssr'];
}
