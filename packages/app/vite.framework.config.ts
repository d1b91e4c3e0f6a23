import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The framework build (issue 55, decision 0075): `react-router build --config vite.framework.config.ts`
 * writes dist/framework/client (the browser's files, under /fw-assets/ so they never meet today's
 * /assets/) and dist/framework/server/index.js, whose entry is src/framework/handler.server.ts.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  // Which build a module is in (shell/RouterLink.tsx: a link to the other build's page loads the document).
  define: { 'import.meta.env.NHSL_FRAMEWORK': 'true' },
  build: {
    assetsDir: 'fw-assets',
    // Kept (client/.vite/manifest.json) for the framework page's budget in .size-limit.js.
    manifest: true,
    ...(isSsrBuild ? { rollupOptions: { input: './src/framework/handler.server.ts' } } : {}),
  },
  // The server build carries its libraries, as today's (vite.config.ts): the production server's
  // own dependencies are only Fastify's (styled-components' CommonJS build has no ESM default).
  ssr: { noExternal: true },
}));
