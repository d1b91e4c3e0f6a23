import express, { type Request } from 'express';
import { authorizePath, simulatorPaths } from '@nhsl/contract';
import { escapeHtml, htmlPage } from './html.ts';
import { registeredClients, scenarioAccounts, type RegisteredClient } from './scenarios.ts';
import { randomToken } from './store.ts';

/** Options of {@link createDemoRp}. */
export interface DemoRpOptions {
  /** Origin of the app, where the journey starts (e.g. `http://localhost:5173`). */
  appOrigin: string;
  /** This service's own origin (e.g. `http://localhost:4001`): its redirect_uri is `${demoOrigin}/callback`. */
  demoOrigin: string;
}

/** Cookie (on the demo origin) holding the state of the last journey started. */
export const DEMO_STATE_COOKIE = 'demo_state';

/** The demo page's CSP: only its own resources and inline styles. */
export const DEMO_CSP =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** A query value as a string ('' when absent or repeated oddly). */
function q(req: Request, name: string): string {
  const v = (req.query as Record<string, unknown>)[name];
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return '';
}

/** A cookie's value from the request's Cookie header. */
function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The authorization request address for a client, as a relying service builds it: client_id,
 * redirect_uri, state, scope (the client's approved scopes) and nonce, each URL-encoded.
 * spec 000 §3 "Session OIDC parameters".
 * @param appOrigin - the app's origin
 * @param client - the registered client
 * @param state - the random state to get back
 * @param nonce - the random nonce
 * @param allowRegistration - 'false' to forbid registration, else left out
 */
export function authorizeUrl(
  appOrigin: string,
  client: RegisteredClient,
  state: string,
  nonce: string,
  allowRegistration?: string,
): string {
  const params: [string, string][] = [
    ['client_id', client.info.client_id],
    ['redirect_uri', client.redirectUris[0]!],
    ['state', state],
    ['scope', client.info.approved_scopes.join(' ')],
    ['nonce', nonce],
  ];
  if (allowRegistration) params.push(['allow_registration', allowRegistration]);
  const query = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return `${appOrigin}${authorizePath}?${query}`;
}

/**
 * Creates the demo relying service: a start page with "Continue with NHS login", a client
 * picker and the scenario table (`GET /`), the return address (`GET /callback`) that shows the
 * code or the error and whether the state matches, and a terms page (`GET /terms`). Every
 * echoed value is HTML-escaped and every page carries a strict CSP. spec 000 §1 (clients),
 * §4 "After authcode".
 * @param options - the app's and this service's origins
 * @returns the Express app
 */
export function createDemoRp(options: DemoRpOptions): express.Express {
  const appOrigin = options.appOrigin.replace(/\/$/, '');
  const clients = registeredClients(options.demoOrigin.replace(/\/$/, ''));
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', DEMO_CSP);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  app.get('/', (req, res) => {
    const chosen = clients.find((c) => c.info.client_id === q(req, 'client')) ?? clients[0]!;
    const noRegistration = q(req, 'allow_registration') === 'false';
    const state = randomToken(16);
    const nonce = randomToken(16);
    res.cookie(DEMO_STATE_COOKIE, state, { path: '/', sameSite: 'lax', httpOnly: true });
    const link = authorizeUrl(appOrigin, chosen, state, nonce, noRegistration ? 'false' : undefined);
    const radios = clients
      .map((c) => {
        const id = `client-${c.info.client_id}`;
        const name = c.info.client_display_name
          ? `${c.info.client_display_name} (${c.info.client_id})`
          : `${c.info.client_id} (no display name)`;
        return `<div><input type="radio" id="${escapeHtml(id)}" name="client" value="${escapeHtml(c.info.client_id)}"${
          c === chosen ? ' checked' : ''
        }><label for="${escapeHtml(id)}">${escapeHtml(name)}</label></div>`;
      })
      .join('\n');
    const rows = [
      ...scenarioAccounts.map(
        (a) =>
          `<tr><td>${escapeHtml(a.email)}</td><td>${escapeHtml(a.password)}</td><td>${escapeHtml(a.reaches)}</td></tr>`,
      ),
      `<tr><td>new@example.com (or any unknown address)</td><td>(none)</td><td>NOT_FOUND: registration, or not-registered when registration is not allowed</td></tr>`,
    ].join('\n');
    const body = `
<div class="panel">
<p>This is a pretend health service for trying out NHS login on this computer.
You are signing in to <strong>${escapeHtml(chosen.info.client_display_name ?? chosen.info.client_id)}</strong>.</p>
<p><a class="button" href="${escapeHtml(link)}">Continue with NHS login</a></p>
</div>
<form method="get" action="/">
<fieldset>
<legend>Which service should ask you to sign in?</legend>
${radios}
</fieldset>
<div><input type="checkbox" id="allow_registration" name="allow_registration" value="false"${
      noRegistration ? ' checked' : ''
    }><label for="allow_registration">Do not allow creating a new account (allow_registration=false)</label></div>
<p><button class="button secondary" type="submit">Use these settings</button></p>
</form>
<h2>Trying it out</h2>
<p>Security codes "sent" by text or call are listed at
<a href="${escapeHtml(`${appOrigin}${simulatorPaths.outbox}`)}">the simulator's outbox</a>.</p>
<table>
<caption>Scenario accounts</caption>
<thead><tr><th scope="col">Email</th><th scope="col">Password</th><th scope="col">What it reaches</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
    res.type('html').send(htmlPage('Demo Health Service', body));
  });

  app.get('/callback', (req, res) => {
    const code = q(req, 'code');
    const state = q(req, 'state');
    const error = q(req, 'error');
    const description = q(req, 'error_description');
    const stored = cookie(req, DEMO_STATE_COOKIE);
    const matches = state !== '' && state === stored;
    const item = (term: string, value: string) =>
      value ? `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>` : '';
    const details = code
      ? `<p>NHS login sent you back with an authorisation code.</p>
<dl>${item('Code', code)}${item('State', state)}</dl>`
      : `<p>NHS login sent you back without signing you in.</p>
<dl>${item('Error', error)}${item('Error description', description)}${item('State', state)}</dl>`;
    const body = `${details}
<p><strong>${matches ? 'State matches' : 'State does not match'}</strong>${
      matches ? '' : ' (the state returned is not the one this service sent)'
    }</p>
<p><a href="/">Back to Demo Health Service</a></p>`;
    res.type('html').send(htmlPage(code ? 'Signed in' : 'Not signed in', body));
  });

  app.get('/terms', (_req, res) => {
    const body = `
<p>Demo Health Service is a pretend service for trying out NHS login locally. It keeps nothing
about you: the authorisation code it receives is only shown back to you.</p>
<p><a href="/">Back to Demo Health Service</a></p>`;
    res.type('html').send(htmlPage('Demo Health Service terms of use', body));
  });

  app.use((_req, res) => {
    res.status(404).type('html').send(htmlPage('Page not found', '<p><a href="/">Back to Demo Health Service</a></p>'));
  });

  return app;
}
