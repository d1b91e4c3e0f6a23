// Serves a folder over HTTP on localhost (used for the built Storybook in the visual tests).
// Usage: node scripts/static-server.mjs <folder> <port>
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * A Fastify server that serves one folder and nothing outside it (issue 29, item 7).
 * @fastify/static confines every path to `root` (a sibling folder such as `<root>-secret` is not
 * reachable through `..` or `%2f`), answers 404 for what is not there and 400 for a malformed URL,
 * and serves `index.html` for a folder. Call `listen` (or `inject` in tests) on the result.
 * @param {string} root the folder to serve (made absolute)
 */
export function createStaticServer(root) {
  const app = Fastify({ logger: false });
  app.register(fastifyStatic, { root: resolve(root), index: 'index.html', wildcard: true });
  return app;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? '.');
  const port = Number(process.argv[3] ?? 6007);
  const app = createStaticServer(root);
  await app.listen({ port, host: 'localhost' });
  console.log(`Serving ${root} on http://localhost:${port}`);
}
