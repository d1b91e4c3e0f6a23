/**
 * The consumer test (issue 26): installs @nhsl/ui the way another service would, from the packed
 * tarball (`pnpm pack`, which builds dist/ first), never the workspace link, into a fresh folder
 * outside the repository (so no workspace node_modules can be found by walking up), then:
 * 1. type-checks this fixture against the published `.d.ts` (NodeNext resolution, skipLibCheck off);
 * 2. renders the form page on the server (react-dom/server + styled-components' ServerStyleSheet,
 *    run by Node against dist/ as published) and checks the HTML;
 * 3. hydrates it in Chromium, submits it empty (the client renders the error summary, focused)
 *    and runs axe (WCAG 2.x A/AA) on both states.
 * Run: `pnpm test:consumer`. The install uses pnpm's store (`--prefer-offline`): no network
 * beyond the npm registry's metadata, and none when the store is warm.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright';
import { chromiumArgs, testChromiumPath } from '../../scripts/chromium.ts';

const fixture = fileURLToPath(new URL('.', import.meta.url));
const uiDir = fileURLToPath(new URL('../../packages/ui', import.meta.url));
const t0 = Date.now();
const step = (what: string) => console.log(`consumer: ${what} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
function check(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(`consumer test failed: ${message}`);
}

const work = mkdtempSync(join(tmpdir(), 'nhsl-ui-consumer-'));
try {
  // Pack (prepack builds dist/) into the work folder.
  const packed = run('pnpm', ['pack', '--pack-destination', work], uiDir);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  check(tarball, `no tarball from pnpm pack:\n${packed}`);
  step(`packed ${tarball}`);

  // The same versions as the workspace's lockfile, so the store already holds them.
  cpSync(join(fixture, 'src'), join(work, 'src'), { recursive: true });
  cpSync(join(fixture, 'tsconfig.json'), join(work, 'tsconfig.json'));
  writeFileSync(
    join(work, 'package.json'),
    JSON.stringify({
      name: 'nhsl-ui-consumer-fixture',
      private: true,
      type: 'module',
      dependencies: {
        '@nhsl/ui': `file:./${tarball}`,
        react: '19.3.1',
        'react-dom': '19.3.1',
        'styled-components': '6.6.0',
      },
      devDependencies: {
        '@types/node': '20.19.43',
        '@types/react': '19.3.0',
        '@types/react-dom': '19.3.0',
        esbuild: '0.28.2',
        typescript: '5.9.3',
      },
    }),
  );
  run(
    'pnpm',
    ['install', '--prefer-offline', '--ignore-workspace', '--config.lockfile=false', '--reporter=silent'],
    work,
  );
  step('installed from the tarball');

  run(join(work, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], work);
  step('type-checked against the published .d.ts');

  const esbuild = join(work, 'node_modules/.bin/esbuild');
  run(
    esbuild,
    [
      'src/server.tsx',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--packages=external',
      '--jsx=automatic',
      '--outfile=dist/server.mjs',
      '--log-level=warning',
    ],
    work,
  );
  run(
    esbuild,
    [
      'src/client.tsx',
      '--bundle',
      '--format=esm',
      '--jsx=automatic',
      '--define:process.env.NODE_ENV="production"',
      '--outfile=dist/client.js',
      '--log-level=warning',
    ],
    work,
  );
  const html = run(process.execPath, ['dist/server.mjs'], work);
  writeFileSync(join(work, 'dist/index.html'), html);
  check(html.includes('<h1') && html.includes('What is your name?'), 'server HTML lacks the heading');
  check(/<label[^>]*for="full-name"[^>]*>Full name<\/label>/.test(html), 'server HTML lacks the labelled field');
  check(html.includes('Continue</button>'), 'server HTML lacks the button');
  check(html.includes('--nhsl-blue:'), 'server HTML lacks the theme (colour custom properties)');
  step('rendered on the server');

  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
  const server = createServer((req, res) => {
    const file = join(work, 'dist', req.url === '/' ? 'index.html' : (req.url ?? '').slice(1));
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  try {
    const page = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const axe = () =>
      new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    const first = await axe();
    check(first.violations.length === 0, `axe on the form: ${JSON.stringify(first.violations.map((v) => v.id))}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    const summary = page.getByRole('heading', { name: 'There is a problem' });
    await summary.waitFor();
    check(await page.getByRole('link', { name: 'Enter your full name' }).isVisible(), 'no error summary link');
    check((await page.locator('#full-name').getAttribute('aria-invalid')) === 'true', 'the field is not flagged');
    check(
      await page.evaluate(() => document.activeElement?.textContent?.includes('There is a problem')),
      'the summary is not focused',
    );
    const second = await axe();
    check(second.violations.length === 0, `axe with the error: ${JSON.stringify(second.violations.map((v) => v.id))}`);
    check(errors.length === 0, `browser errors (hydration?): ${errors.join('\n')}`);
    step('hydrated in Chromium; error summary shown and focused; axe clean in both states');
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`consumer: passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
