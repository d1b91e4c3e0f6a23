import { parseCookie as parseCookies } from 'cookie';
import express, { type Request, type Response } from 'express';
import * as oidcClient from 'openid-client';
import { simulatorPaths } from '@nhsl/contract';
import { registrationScenarios } from './registration.ts';
import { escapeHtml, htmlPage } from './html.ts';
import { IDENTITY_LEVELS, type IdentityLevel } from './oidc/claims.ts';
import { DEFAULT_CLIENT_SECRET } from './oidc/provider.ts';
import { registeredClients, scenarioAccounts, type RegisteredClient } from './scenarios.ts';
import { UPLIFT_REQUIRED_EMAILS } from './patients.ts';
import { randomToken } from './store.ts';

/** Options of {@link createDemoRp}. */
export interface DemoRpOptions {
  /** The provider's issuer: the app's origin (e.g. `http://localhost:5173`), where journeys start. */
  appOrigin: string;
  /** This service's own origin (e.g. `http://localhost:4001`): its redirect_uri is `${demoOrigin}/callback`. */
  demoOrigin: string;
  /** The client secret (client_secret_basic; default the simulator's sandpit secret). */
  clientSecret?: string;
}

/** Cookie (on the demo origin, HttpOnly) naming the sign-in this browser started. */
export const DEMO_TXN_COOKIE = 'demo_txn';

/** The demo page's CSP: only its own resources and inline styles. */
export const DEMO_CSP =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The identity level choices: "not sent" leaves `vtr` out (the provider then asks for P5). */
export type LevelChoice = IdentityLevel | 'none';

/** What the demo service remembers of a sign-in it started (never sent to the browser). */
interface Transaction {
  clientId: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  scope: string;
  level: LevelChoice;
}

/** Sign-ins kept at most (the oldest is forgotten first). */
const MAX_TRANSACTIONS = 500;

/** A query value as a string ('' when absent or repeated oddly). */
function q(req: Request, name: string): string {
  const v = (req.query as Record<string, unknown>)[name];
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return '';
}

/** A cookie's value from the request's Cookie header (the `cookie` package; issue 29). */
function cookie(req: Request, name: string): string | undefined {
  return parseCookies(req.get('cookie') ?? '')[name];
}

/**
 * The `vtr` value asking for an identity level: its three vectors (password and code,
 * password and key, or a strong method), as a JSON array.
 * @param level - P0, P5 or P9
 */
export function vtrFor(level: IdentityLevel): string {
  return JSON.stringify([`${level}.Cp.Cd`, `${level}.Cp.Ck`, `${level}.Cm`]);
}

/** The identity level a scenario account starts at (what the provider answers as `vot` for it). */
export function scenarioLevel(email: string): string {
  return UPLIFT_REQUIRED_EMAILS.has(email) ? 'P0 (P5 after proofing)' : 'P9';
}

/** A definition list of claims (objects as JSON), every value escaped. */
function claimsList(claims: Record<string, unknown>): string {
  const rows = Object.entries(claims)
    .map(
      ([k, v]) =>
        `<dt>${escapeHtml(k)}</dt><dd data-claim="${escapeHtml(k)}">${escapeHtml(
          typeof v === 'string' ? v : JSON.stringify(v),
        )}</dd>`,
    )
    .join('');
  return `<dl>${rows}</dl>`;
}

/**
 * Creates the demo relying service, built on openid-client: a start page with "Continue with
 * NHS login", a client and identity-level picker and the scenario table (`GET /`); the
 * authorization request with state, nonce, PKCE (S256) and `vtr` (`GET /start`); the return
 * address (`GET /callback`) where openid-client checks the response (iss, state), redeems the
 * code with the verifier and client secret, and verifies the id_token (signature against the
 * provider's JWKS, issuer, audience, nonce, expiry) before the claims are shown with those of
 * userinfo; and a terms page (`GET /terms`). Every echoed value is HTML-escaped and every page
 * carries a strict CSP. spec 000 §1 (clients), §4 "After authcode".
 * @param options - the provider's issuer (the app's origin), this service's origin, the secret
 * @returns the Express app
 */
export function createDemoRp(options: DemoRpOptions): express.Express {
  const appOrigin = options.appOrigin.replace(/\/$/, '');
  const demoOrigin = options.demoOrigin.replace(/\/$/, '');
  const clients = registeredClients(demoOrigin);
  const secret = options.clientSecret ?? DEFAULT_CLIENT_SECRET;
  const transactions = new Map<string, Transaction>();
  const configs = new Map<string, Promise<oidcClient.Configuration>>();

  /** The provider's configuration for a client, discovered once (again after a failure). */
  function configFor(clientId: string): Promise<oidcClient.Configuration> {
    let config = configs.get(clientId);
    if (!config) {
      config = oidcClient.discovery(new URL(appOrigin), clientId, undefined, oidcClient.ClientSecretBasic(secret), {
        // The sandpit runs on plain http://localhost; a real relying service keeps https.
        execute: [oidcClient.allowInsecureRequests],
      });
      config.catch(() => configs.delete(clientId));
      configs.set(clientId, config);
    }
    return config;
  }

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

  const chosenClient = (req: Request): RegisteredClient =>
    clients.find((c) => c.info.client_id === q(req, 'client')) ?? clients[0]!;
  const chosenLevel = (req: Request): LevelChoice => {
    const level = q(req, 'level');
    return (IDENTITY_LEVELS as readonly string[]).includes(level) ? (level as IdentityLevel) : 'none';
  };

  app.get('/', (req, res) => {
    const chosen = chosenClient(req);
    const level = chosenLevel(req);
    const noRegistration = q(req, 'allow_registration') === 'false';
    const start = new URLSearchParams({ client: chosen.info.client_id });
    if (level !== 'none') start.set('level', level);
    if (noRegistration) start.set('allow_registration', 'false');
    // The same request in Welsh: the client asks for it with OpenID Connect's ui_locales (issue 46).
    const welshStart = new URLSearchParams(start);
    welshStart.set('ui_locales', 'cy');
    const radios = clients
      .map((c) => {
        const id = `client-${c.info.client_id}`;
        const name = c.info.client_display_name
          ? `${c.info.client_display_name} (${c.info.client_id})`
          : `${c.info.client_id} (no display name)`;
        return `<div><input type="radio" id="${escapeHtml(id)}" name="client" value="${escapeHtml(c.info.client_id)}"${
          c === chosen ? ' checked' : ''
        }><label for="${escapeHtml(id)}">${escapeHtml(name)} — scopes: ${escapeHtml(
          c.info.approved_scopes.join(' '),
        )}</label></div>`;
      })
      .join('\n');
    const levels = (['none', ...IDENTITY_LEVELS] as const)
      .map(
        (l) =>
          `<div><input type="radio" id="level-${l}" name="level" value="${l === 'none' ? '' : l}"${
            l === level ? ' checked' : ''
          }><label for="level-${l}">${l === 'none' ? 'Do not send vtr (the provider asks for P5)' : `${l} (vtr ${escapeHtml(vtrFor(l))})`}</label></div>`,
      )
      .join('\n');
    const rows = [
      ...scenarioAccounts.map(
        (a) =>
          `<tr><td>${escapeHtml(a.email)}</td><td>${escapeHtml(a.password)}</td><td>${escapeHtml(
            scenarioLevel(a.email),
          )}</td><td>${escapeHtml(a.reaches)}</td></tr>`,
      ),
      `<tr><td>new@example.com (or any unknown address)</td><td>(none)</td><td>-</td><td>NOT_FOUND: registration, or not-registered when registration is not allowed</td></tr>`,
      ...Object.entries(registrationScenarios).map(
        ([email, r]) =>
          `<tr><td>${escapeHtml(email)}</td><td>(none)</td><td>-</td><td>Registration: ${escapeHtml(r.reaches)}</td></tr>`,
      ),
    ].join('\n');
    const body = `
<div class="panel">
<p>This is a pretend health service for trying out NHS login on this computer. It signs you in
with OpenID Connect (authorization code flow with PKCE and a nonce) and shows what it received.
You are signing in to <strong>${escapeHtml(chosen.info.client_display_name ?? chosen.info.client_id)}</strong>.</p>
<p><a class="button" href="/start?${escapeHtml(start.toString())}">Continue with NHS login</a>
<a class="button secondary" href="/start?${escapeHtml(welshStart.toString())}" lang="cy" hreflang="cy">Cymraeg: Parhau gyda NHS login</a></p>
</div>
<form method="get" action="/">
<fieldset>
<legend>Which service should ask you to sign in?</legend>
${radios}
</fieldset>
<fieldset>
<legend>Which identity level should it ask for?</legend>
${levels}
</fieldset>
<div><input type="checkbox" id="allow_registration" name="allow_registration" value="false"${
      noRegistration ? ' checked' : ''
    }><label for="allow_registration">Do not allow creating a new account (allow_registration=false)</label></div>
<p><button class="button secondary" type="submit">Use these settings</button></p>
</form>
<h2>Trying it out</h2>
<p>Security codes "sent" by text or call are listed at
<a href="${escapeHtml(`${appOrigin}${simulatorPaths.outbox}`)}">the simulator's outbox</a>. The provider's
discovery document is at <a href="${escapeHtml(`${appOrigin}/.well-known/openid-configuration`)}">${escapeHtml(
      `${appOrigin}/.well-known/openid-configuration`,
    )}</a>. P0 accounts show only email and phone claims; P5 and P9 accounts also show the
demographic and GP claims of the consented scopes.</p>
<table>
<caption>Scenario accounts</caption>
<thead><tr><th scope="col">Email</th><th scope="col">Password</th><th scope="col">Identity level (vot)</th><th scope="col">What it reaches</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
    res.type('html').send(htmlPage('Demo Health Service', body));
  });

  app.get('/start', async (req, res) => {
    const chosen = chosenClient(req);
    const level = chosenLevel(req);
    const txn: Transaction = {
      clientId: chosen.info.client_id,
      state: oidcClient.randomState(),
      nonce: oidcClient.randomNonce(),
      codeVerifier: oidcClient.randomPKCECodeVerifier(),
      scope: chosen.info.approved_scopes.join(' '),
      level,
    };
    let config: oidcClient.Configuration;
    try {
      config = await configFor(txn.clientId);
    } catch (e) {
      return problem(res, 'NHS login is not answering', `Discovery failed: ${(e as Error).message}`);
    }
    const params: Record<string, string> = {
      redirect_uri: chosen.redirectUris[0]!,
      scope: txn.scope,
      state: txn.state,
      nonce: txn.nonce,
      code_challenge: await oidcClient.calculatePKCECodeChallenge(txn.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (level !== 'none') params.vtr = vtrFor(level);
    if (q(req, 'allow_registration') === 'false') params.allow_registration = 'false';
    // The language the client asks NHS login to speak (OpenID Connect's ui_locales; issue 46).
    const uiLocales = q(req, 'ui_locales');
    if (uiLocales) params.ui_locales = uiLocales;
    const id = randomToken(16);
    transactions.set(id, txn);
    if (transactions.size > MAX_TRANSACTIONS) transactions.delete(transactions.keys().next().value!);
    res.cookie(DEMO_TXN_COOKIE, id, { path: '/', sameSite: 'lax', httpOnly: true });
    res.redirect(302, oidcClient.buildAuthorizationUrl(config, params).href);
  });

  /** A page for a sign-in that did not complete. */
  function problem(res: Response, title: string, detail: string, extra = ''): void {
    res
      .status(200)
      .type('html')
      .send(htmlPage(title, `<p>${escapeHtml(detail)}</p>${extra}<p><a href="/">Back to Demo Health Service</a></p>`));
  }

  app.get('/callback', async (req, res) => {
    const id = cookie(req, DEMO_TXN_COOKIE);
    const txn = id ? transactions.get(id) : undefined;
    const item = (term: string, value: string) =>
      value ? `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>` : '';
    const received = `<dl>${item('Error', q(req, 'error'))}${item('Error description', q(req, 'error_description'))}${item(
      'Code',
      q(req, 'code'),
    )}${item('State', q(req, 'state'))}</dl>`;
    if (!txn) {
      return problem(
        res,
        'Not signed in',
        'This service did not start this sign-in (no sign-in of this browser is waiting), so it cannot redeem a code. State does not match.',
        received,
      );
    }
    transactions.delete(id!);
    const config = await configFor(txn.clientId);
    const currentUrl = new URL(req.originalUrl, demoOrigin);
    let tokens: Awaited<ReturnType<typeof oidcClient.authorizationCodeGrant>>;
    try {
      tokens = await oidcClient.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: txn.codeVerifier,
        expectedState: txn.state,
        expectedNonce: txn.nonce,
        idTokenExpected: true,
      });
    } catch (e) {
      if (e instanceof oidcClient.AuthorizationResponseError) {
        return problem(
          res,
          'Not signed in',
          'NHS login sent you back without signing you in. State matches.',
          `<dl>${item('Error', e.error)}${item('Error description', e.error_description ?? '')}</dl>`,
        );
      }
      return problem(res, 'Sign-in failed', `The response was rejected: ${(e as Error).message}`, received);
    }
    const idClaims = tokens.claims()!;
    const userinfo = await oidcClient.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    const body = `
<div class="panel">
<p><strong>State matches.</strong> The code was redeemed at the token endpoint with the PKCE
verifier, and openid-client verified the id_token: its signature (against the provider's
JWKS), issuer, audience, nonce and expiry.</p>
<dl><dt>Scopes granted</dt><dd data-testid="granted-scopes">${escapeHtml(tokens.scope ?? '')}</dd>
<dt>Scopes asked for</dt><dd>${escapeHtml(txn.scope)}</dd>
<dt>Identity level (vot)</dt><dd data-testid="vot">${escapeHtml(String(idClaims.vot ?? ''))}</dd></dl>
</div>
<h2>Claims in the id_token</h2>
${claimsList(idClaims)}
<h2>Claims from userinfo</h2>
${claimsList(userinfo)}
<p><a href="${escapeHtml(`${appOrigin}/account`)}">Manage your NHS login</a></p>
<p><a href="/">Back to Demo Health Service</a></p>`;
    res.type('html').send(htmlPage('Signed in', body));
  });

  app.get('/terms', (_req, res) => {
    const body = `
<p>Demo Health Service is a pretend service for trying out NHS login locally. It keeps nothing
about you: the claims it receives are only shown back to you.</p>
<p><a href="/">Back to Demo Health Service</a></p>`;
    res.type('html').send(htmlPage('Demo Health Service terms of use', body));
  });

  app.use((_req, res) => {
    res.status(404).type('html').send(htmlPage('Page not found', '<p><a href="/">Back to Demo Health Service</a></p>'));
  });

  return app;
}
