/**
 * The peer of `pnpm bench:load` (issue 47 "Render cost"): a small server that renders the same
 * enter-email page as the app, the way a Nunjucks service built on nhsuk-frontend's macros does
 * (skip link, header, cookie banner, a label-as-heading email input with its hint, the button, the
 * footer; the CSRF hidden field; the CSP nonce on its inline style and script), per request, with
 * a fresh CSRF token and a fresh nonce. Templates are compiled once per process, as such a service
 * runs in production; every request renders them anew. It holds no journey state: nothing sealed
 * or unsealed (the app's page opens its sealed journey cookie; see docs/decisions).
 *
 * Not a test and not part of the app: the bench starts it (`node scripts/benchPeer.mjs`, PEER_PORT,
 * default 4610) and reads its CPU time from its own counters. GET /enter-email: the page;
 * GET /__cpu: `process.cpuUsage()` in µs (the same figures /proc/<pid>/stat gives on Linux).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import nunjucks from 'nunjucks';

const port = Number(process.env.PEER_PORT ?? 4610);

const env = new nunjucks.Environment(
  new nunjucks.FileSystemLoader(fileURLToPath(new URL('../node_modules/nhsuk-frontend/dist/', import.meta.url)), {
    noCache: false,
  }),
  { autoescape: true, throwOnUndefined: false },
);

/** The page: nhsuk-frontend's page template and macros, with the app's enter-email content. */
const page = nunjucks.compile(
  `{% extends "nhsuk/template.njk" %}
{% from "nhsuk/components/button/macro.njk" import button %}
{% from "nhsuk/components/input/macro.njk" import input %}
{% from "nhsuk/components/header/macro.njk" import header %}
{% from "nhsuk/components/footer/macro.njk" import footer %}
{% set htmlLang = "en-GB" %}
{% set assetPath = "/assets" %}
{% block pageTitle %}{{ title }}{% endblock %}
{% block head %}
    <meta name="description" content="Log in to health and care services with NHS login.">
    <link rel="stylesheet" href="/assets/nhsuk-frontend.min.css">
    <style nonce="{{ cspNonce }}">.app-cookie-banner{background:#fff;padding:24px 0}.app-cookie-banner form{display:inline-block;margin-right:16px}</style>
{% endblock %}
{% block bodyStart %}
    <div class="app-cookie-banner" role="region" aria-label="Cookies on NHS login">
      <div class="nhsuk-width-container">
        <h2>Cookies on NHS login</h2>
        <p>We have put some small files called cookies on your device to make NHS login work.</p>
        <p>We would also like to use analytics cookies. These collect information about how you use NHS login and help us make it better.</p>
        {% for choice in [{ action: "accept", text: "I am OK with analytics cookies" }, { action: "reject", text: "Do not use analytics cookies" }] %}
        <form action="/cookies/cookie-settings" method="post">
          <input type="hidden" name="_csrf" value="{{ csrf }}">
          <input type="hidden" name="returnTo" value="{{ path }}">
          <input type="hidden" name="_action" value="{{ choice.action }}">
          {{ button({ text: choice.text }) }}
        </form>
        {% endfor %}
        <p><a href="/cookies/cookie-settings">Let me choose which cookies to use</a></p>
      </div>
    </div>
{% endblock %}
{% block header %}
  {{ header({ service: { text: "NHS login", href: "/" }, logo: { href: "/" } }) }}
{% endblock %}
{% block content %}
  <div class="nhsuk-grid-row">
    <div class="nhsuk-grid-column-two-thirds">
      <form action="{{ path }}" method="post" novalidate>
        <input type="hidden" name="_csrf" value="{{ csrf }}">
        <input type="hidden" name="_rev" value="{{ revision }}">
        {{ input({
          label: { text: "Enter your email address", size: "l", isPageHeading: true },
          hint: { text: "You can use this to log in or create an NHS login." },
          id: "email",
          name: "email",
          type: "email",
          value: email,
          autocomplete: "email",
          spellcheck: false,
          inputmode: "email",
          attributes: { autocapitalize: "none" }
        }) }}
        {{ button({ text: "Continue" }) }}
      </form>
    </div>
  </div>
{% endblock %}
{% block footer %}
  {{ footer({
    meta: { items: [
      { href: "/terms-and-conditions", text: "Terms of use" },
      { href: "/cookies", text: "Cookies" },
      { href: "/accessibility", text: "Accessibility" },
      { href: "https://help.login.nhs.uk/", text: "Help Centre (opens in a new tab)", attributes: { target: "_blank", rel: "noopener noreferrer" } }
    ] },
    copyright: "© Crown copyright"
  }) }}
{% endblock %}
`,
  env,
);

/** The CSP of the page: this response's nonce for its inline style and script. */
const csp = (nonce) =>
  `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'nonce-${nonce}'; img-src 'self' data:; ` +
  `font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'`;

const server = createServer((req, res) => {
  const path = (req.url ?? '/').split('?')[0];
  if (req.method === 'GET' && path === '/__cpu') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    return res.end(JSON.stringify(process.cpuUsage()));
  }
  if (req.method !== 'GET' || path !== '/enter-email') {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Not found');
  }
  const nonce = randomBytes(16).toString('base64');
  const html = page.render({
    title: 'Enter your email address - NHS login',
    path,
    csrf: randomBytes(32).toString('base64url'),
    revision: 1,
    email: '',
    cspNonce: nonce,
  });
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': csp(nonce),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  });
  res.end(html);
});

server.keepAliveTimeout = 65_000;
server.listen(port, 'localhost', () => console.log(`Peer (Nunjucks, nhsuk-frontend) on http://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
