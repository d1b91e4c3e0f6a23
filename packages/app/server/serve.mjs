// The production server of the app: serves the built files with a strict Content-Security-Policy
// (a fresh style nonce per page for styled-components, no inline script, no eval) and the other
// security headers, and forwards the back end's paths (/api, /authorize, /oidc, the OpenID
// discovery document, /simulator) to the identity back end. No dependencies beyond Node itself.
//
// Env: PORT (default 4173), BACKEND_ORIGIN (default http://localhost:4000), DIST (default ../dist),
// ANALYTICS_ORIGIN (an extra script-src origin when the analytics script is hosted elsewhere),
// CLIENT_LOG_ORIGIN (an extra connect-src origin when VITE_CLIENT_LOG_ENDPOINT is elsewhere).
import { createServer, request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders } from './securityHeaders.mjs';
import { STYLE_NONCE_PLACEHOLDER, loadPrerendered, prerenderVariant } from './prerendered.mjs';

const PORT = Number(process.env.PORT ?? process.env.APP_PORT ?? 4173);
const BACKEND = new URL(process.env.BACKEND_ORIGIN ?? `http://localhost:${process.env.SIM_PORT ?? 4000}`);
const DIST = resolve(process.env.DIST ?? fileURLToPath(new URL('../dist/', import.meta.url)));
const FORWARDED = ['/api/', '/authorize', '/oidc/', '/.well-known/openid-configuration', '/simulator/'];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const indexHtml = await readFile(join(DIST, 'index.html'), 'utf8');
const prerendered = await loadPrerendered(DIST);

function forward(req, res) {
  const upstream = request(
    {
      hostname: BACKEND.hostname,
      port: BACKEND.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: BACKEND.host },
    },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'Bad gateway' }));
  });
  req.pipe(upstream);
}

async function serveFile(path, res, headers) {
  const body = await readFile(path);
  const immutable = path.includes(`${join(DIST, 'assets')}`);
  res.writeHead(200, {
    ...headers,
    'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  res.end(body);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (FORWARDED.some((p) => url.pathname === p.replace(/\/$/, '') || url.pathname.startsWith(p)))
    return forward(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    return res.end();
  }
  const nonce = randomBytes(16).toString('base64');
  const headers = securityHeaders(nonce, {
    analyticsOrigin: process.env.ANALYTICS_ORIGIN,
    logOrigin: process.env.CLIENT_LOG_ORIGIN,
  });
  const candidate = normalize(join(DIST, decodeURIComponent(url.pathname)));
  if (candidate.startsWith(DIST) && candidate !== DIST && !candidate.endsWith('index.html')) {
    try {
      if ((await stat(candidate)).isFile()) return await serveFile(candidate, res, headers);
    } catch {
      // not a file: fall through to the app
    }
  }
  if (url.pathname.startsWith('/assets/')) {
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' });
    return res.end('Not found');
  }
  // Every other path is a route of the app: its prerendered page if it has one (the variant for
  // this visitor's cookie choice), else index.html; either with this response's style nonce.
  const page = prerendered.get(url.pathname)?.[prerenderVariant(req.headers.cookie)] ?? indexHtml;
  const html = page
    .replaceAll(STYLE_NONCE_PLACEHOLDER, nonce)
    .replace('<head>', `<head>\n    <meta property="csp-nonce" content="${nonce}" />`);
  res.writeHead(200, { ...headers, 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : html);
});

server.listen(PORT, 'localhost', () => console.log(`App (production build) on http://localhost:${PORT}`));
