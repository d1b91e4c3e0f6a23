/**
 * `pnpm test-storybook` (issue 54, the design card's tool for auditors): runs Storybook's
 * test-runner over the built Storybook (`storybook-static`, from `pnpm build-storybook`). It
 * serves the folder itself on a free port of 127.0.0.1, runs every story in Chromium (its play
 * function, then axe with the WCAG 2.0/2.1/2.2 A and AA tags: .storybook/test-runner.ts), stops
 * the server and exits with the test-runner's status. Further arguments go to the test-runner
 * (e.g. `--maxWorkers 2`, or a story file's title to run only its stories). Not part of the test
 * command: see docs/decisions/0071-storybook-test-runner.md.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createStaticServer } from './static-server.mjs';

const root = fileURLToPath(new URL('../storybook-static/', import.meta.url));
if (!existsSync(`${root}index.json`)) {
  console.error('No built Storybook in storybook-static/: run `pnpm build-storybook` first.');
  process.exit(2);
}

const server = createStaticServer(root);
await server.listen({ host: '127.0.0.1', port: 0 });
const { port } = server.server.address() as AddressInfo;
const bin = fileURLToPath(new URL('../node_modules/.bin/test-storybook', import.meta.url));
// Index-json mode: one test per story of the built index, whatever the test-runner guesses from the address.
const runner = spawn(bin, ['--index-json', '--url', `http://127.0.0.1:${port}`, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => runner.kill(signal));
const status = await new Promise<number>((resolve) => {
  runner.on('error', (error) => {
    console.error(`Could not start the test-runner: ${error.message}`);
    resolve(1);
  });
  runner.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
await server.close();
process.exit(status);
