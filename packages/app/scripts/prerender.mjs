// Prerenders the public entry pages after `vite build` (issue 9 "Performance"): renders each page
// of src/prerender/pages.ts with React in Node (the server bundle `vite build --ssr` made in
// dist-ssr), with styled-components' rules for that page, into the built index.html, in two
// variants (with and without the cookie banner). Writes dist/prerendered/<page>.<variant>.html;
// the production server (server/serve.mjs) sends them with this response's style nonce in place
// of STYLE_NONCE_PLACEHOLDER. Then removes dist-ssr.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { GATEWAY_ERROR_FILE, STYLE_NONCE_PLACEHOLDER } from '../server/prerendered.mjs';

const app = fileURLToPath(new URL('..', import.meta.url));
const dist = `${app}dist/`;
const ssr = `${app}dist-ssr/`;

const { prerender, prerenderedPaths, prerenderedFile } = await import(`${ssr}render.js`);
const template = await readFile(`${dist}index.html`, 'utf8');
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with one page's title, styles and markup. */
async function pageHtml(path, variant) {
  const page = await prerender(path, variant);
  const styles = page.styles.replace(/<style /g, `<style nonce="${STYLE_NONCE_PLACEHOLDER}" `);
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `    ${styles}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${variant}">${page.html}</div>`);
  if (!html.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div>');
  return html;
}

await mkdir(`${dist}prerendered`, { recursive: true });
let count = 0;
for (const path of prerenderedPaths) {
  for (const variant of ['banner', 'plain']) {
    await writeFile(`${dist}prerendered/${prerenderedFile(path, variant)}`, await pageHtml(path, variant));
    count++;
  }
}

// The page the server sends when a browser navigates to a back-end path and the back end is down
// or too slow (issue 17): "Something went wrong" as static HTML, without the app's scripts (the
// address is the back end's, not an app route, so the app must not start on it).
const gatewayError = (await pageHtml('/error', 'plain'))
  .replace(/\s*<script\b[^>]*>[^<]*<\/script>/g, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(/\s*<noscript>[^<]*<\/noscript>/, '');
if (/<script\b/.test(gatewayError)) throw new Error('the gateway error page still has a script');
await writeFile(`${dist}prerendered/${GATEWAY_ERROR_FILE}`, gatewayError);
await rm(ssr, { recursive: true, force: true });
console.log(
  `Prerendered ${count} pages (${prerenderedPaths.length} routes × 2 cookie-banner variants) into dist/prerendered/`,
);
