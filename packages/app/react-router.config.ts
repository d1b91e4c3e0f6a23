import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode (issue 55, decision 0075): route modules under `src` (src/routes.ts),
 * rendered by the production server (server/framework.mjs) from dist/framework, which `pnpm build`
 * writes after today's build. Pages move to it route by route; today's build renders the rest.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'dist/framework',
  ssr: true,
  // Every route is in the page's manifest: no /__manifest requests for the server to answer.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
