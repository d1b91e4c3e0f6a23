import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Alias, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { constants } from 'node:zlib';

const simulator = `http://localhost:${process.env.SIM_PORT ?? '4000'}`;
/**
 * The app reaches the identity back end on its own origin: these paths go to the simulator
 * (its OpenID Provider answers /authorize, /oidc/... and the discovery document).
 */
const proxy = {
  '/api': simulator,
  '/authorize': simulator,
  '/oidc': simulator,
  '/.well-known/openid-configuration': simulator,
  '/simulator': simulator,
};

/**
 * react-router's package exports always point at its development build, whose only difference from
 * the production build it also ships is `ENABLE_DEV_WARNINGS = true` (extra checks and console
 * warnings at run time). A production build of the app takes the production one.
 */
function reactRouterProductionAliases(): Alias[] {
  const routerDom = createRequire(import.meta.url).resolve('react-router-dom/package.json');
  const router = dirname(createRequire(routerDom).resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: join(router, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(router, 'dist/production/dom-export.mjs') },
  ];
}
/**
 * Names the files of the entry's dynamic imports in the page, for the entry to preload them all at
 * once after the first paint (src/main.tsx `preloadStartFiles`). The entry loads the app in steps,
 * each its own `import()` so that its modules are evaluated in a task of their own (issue 23
 * "blocking time"); Vite preloads only an entry's static imports, so without the list each step's
 * files would be fetched only when the step before had run, one round trip after another. The list
 * is a `<meta name="nhsl-start-files">`, in the steps' order, not `<link rel="modulepreload">`
 * tags: links in the head start the downloads while the page itself is still arriving, and on a
 * slow connection 188 kB of script then shares the line with the page's own markup, which is all
 * the first paint needs (its style is inline; docs/decisions/0053-start-up-in-steps.md).
 */
function preloadStartSteps(): Plugin {
  return {
    name: 'nhsl:preload-start-steps',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        if (!entry || entry.type !== 'chunk') return [];
        const seen = new Set<string>([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') return;
          chunk.imports.forEach(visit);
          files.push(fileName);
        };
        entry.dynamicImports.forEach(visit);
        const tag: HtmlTagDescriptor = {
          tag: 'meta',
          attrs: { name: 'nhsl-start-files', content: files.map((file) => `/${file}`).join(' ') },
          injectTo: 'head',
        };
        return [tag];
      },
    },
  };
}

/**
 * Leaves the server's journey steps out of page script (issue 44, "one journey, held by the
 * server"): where a module `X.ts` has a sibling `X.browser.ts`, the browser's build (and the dev
 * server's browser modules) take the sibling instead. The sibling is the store's view for page
 * script: the same public members, made from each answer's page data, with no step (a step is the
 * server's, reached through the route's action). The server's build, Storybook and the unit
 * tests take the whole module. A `.browser.ts` module's own imports are never redirected.
 */
function serverStepsLeftOut(): Plugin {
  return {
    name: 'nhsl:server-steps-left-out',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !importer || importer.endsWith('.browser.ts') || !source.endsWith('.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const view = resolved.id.replace(/\.ts$/, '.browser.ts');
      return view !== resolved.id && existsSync(view) ? view : resolved;
    },
  };
}

/**
 * The start-up's files (issue 23 "blocking time"): src/main.tsx loads the app in steps, and each
 * step is one file, so that a page loads a handful of files instead of thirty small shared ones
 * (each a request with its headers, and worse compression) while every step is still evaluated in
 * a task of its own. A module goes to the first group, by priority, that captures it or one of
 * its importers (rolldown's code splitting groups take a captured module's dependencies with it):
 * - `entry`: what the entry reads the page with before the app starts;
 * - `react`: React and its renderer (the first step, `react-dom/client`);
 * - `state`: MobX and zod (the step `lib/zodJitless.ts`);
 * - `stores`: the root store and what else it imports: the journeys' stores, and the form schemas;
 * - `routing`: React Router and styled-components (the step `lib/shellLibraries.ts`);
 * - `shell`: the app and its layout: the design system's shell, the shell's own modules, and the
 *   hook that follows a step's Next.
 * The pages, and what only pages share, are split as Vite splits them.
 */
const startUpChunks = [
  {
    name: 'entry',
    test: /src[\\/](lib[\\/]yieldToBrowser|lib[\\/]pageLeaving|server[\\/]pageDataBlock|server[\\/]typedValues)\.ts$|vite[\\/]preload-helper|rolldown[\\/]runtime/,
    priority: 6,
  },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
  {
    name: 'state',
    test: /node_modules[\\/](mobx|mobx-react-lite|zod)[\\/]|src[\\/]lib[\\/]zodJitless\.ts$/,
    priority: 4,
  },
  {
    name: 'stores',
    // With the form schemas and the Next type's helpers the pages share: once the sign-in store's
    // view left out its steps (issue 44), they were four small files of their own on every page.
    test: /src[\\/]stores[\\/]RootStore\.ts$|src[\\/]shell[\\/](formSchemas|next)\.ts$|content[\\/]src[\\/]signInMessages\.ts$|contract[\\/]src[\\/]textInput\.ts$/,
    priority: 3,
  },
  {
    name: 'routing',
    test: /node_modules[\\/](react-router|react-router-dom|styled-components)[\\/]|src[\\/]lib[\\/]shellLibraries\.ts$/,
    priority: 2,
  },
  // With the hook every form page uses to follow a step's Next (a file of its own once the pages
  // that import it stopped sharing one set of other imports: 376 B of gzip on the first page).
  { name: 'shell', test: /src[\\/](App\.tsx|shell[\\/]useNext\.ts)$/, priority: 1 },
];

/**
 * The app's Vite config. Pages are lazy-loaded per route (see src/routes.tsx), so each route is
 * its own chunk. The same proxy serves `vite` (dev) and `vite preview`; the production server is
 * server/serve.mjs.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    serverStepsLeftOut(),
    react(),
    !isSsrBuild && preloadStartSteps(),
    // The browser build's text files in brotli (best quality) and gzip beside each file, for the
    // production server to send as they are (issue 17; server/app.mjs, @fastify/static preCompressed).
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg|json|txt|webmanifest)$/,
        threshold: 1024,
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
      }),
  ],
  resolve: { alias: command === 'build' ? reactRouterProductionAliases() : [] },
  server: { port: Number(process.env.APP_PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.APP_PORT ?? 4173), strictPort: true, proxy },
  // The server bundle (`vite build --ssr src/server/render.tsx`, issue 23) goes to dist/ssr, beside
  // the browser build it must not erase, and bundles everything it renders (the production
  // server's image has only Fastify's packages).
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/ssr', emptyOutDir: true, sourcemap: false }
    : // Source maps are written for error tracking but never linked from the scripts (issue 24), and
      // the production server never serves them.
      // zod's schema builders (`z.object(…)`, `z.string()`, …) are calls the bundler cannot know to
      // be free of side effects, so a schema the page never uses stayed in its chunk: naming `z`
      // pure lets them go (−1.1 kB gzip on the first page). Every `z(…)`/`z.…(…)` of the bundle is
      // zod's or styled-components' pure name hash; zod's one call with an effect, its `config`,
      // is imported by that name (lib/zodJitless.ts).
      {
        sourcemap: 'hidden',
        target: 'es2022',
        manifest: true,
        rolldownOptions: {
          treeshake: { manualPureFunctions: ['z'] },
          output: { codeSplitting: { groups: startUpChunks } },
        },
      },
  ssr: { noExternal: true },
  // The server bundle's libraries (React's server renderer, MobX, styled-components, react-aria)
  // choose their code by NODE_ENV at run time, which only a deployment sets: unset (the e2e servers,
  // `pnpm start`), React rendered every page with its development checks, 9% more of the e2e run's
  // CPU (190 against 209 core-seconds for the second-factor and duplicate-account specs). So the
  // build's own NODE_ENV is written in: production for `vite build`, and `test` when a test builds
  // the bundle (scripts/serverRules.test.ts), whose JSX then uses the development runtime too.
  ...(command === 'build' && isSsrBuild
    ? { define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production') } }
    : {}),
}));
