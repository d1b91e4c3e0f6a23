import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiPaths,
  authcodeResponseSchema,
  discoveryDocumentSchema,
  publicJwksSchema,
  simulatorPaths,
} from '@nhsl/contract';
import { createSimulator } from '../server.ts';
import { registeredClients } from '../scenarios.ts';
import { DEMO_CALLBACK, DEMO_ORIGIN, TEST_PKCE, TestClient } from '../test-support.ts';
import { DEFAULT_CLIENT_SECRET, clientMetadata, providerConfiguration } from './provider.ts';
import { SUPPORTED_SCOPES } from './claims.ts';

/** The provider is its own issuer here (no app in front), on a free port. */
let server: Server;
let issuer: string;
let sim: TestClient;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('request', createSimulator({ appOrigin: issuer, demoOrigin: DEMO_ORIGIN, log: () => {} }));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  expect((await fetch(`${issuer}${simulatorPaths.reset}`, { method: 'POST' })).status).toBe(204);
  sim = new TestClient(issuer);
});

const basic = `Basic ${Buffer.from(`demo-client:${DEFAULT_CLIENT_SECRET}`).toString('base64')}`;

/** Signs confirmed@example.com in through the app's calls and follows the provider to the code. */
async function codeFor(email = 'confirmed@example.com', extra: Record<string, string> = {}): Promise<URL> {
  await sim.start({ ...extra });
  await sim.post(apiPaths.login, { email, password: 'Password123!' });
  const [sent] = (await (
    await fetch(`${issuer}${simulatorPaths.outboxJson}?email=${encodeURIComponent(email)}`)
  ).json()) as { code: string }[];
  await sim.post(apiPaths.verifyOtp, { code: sent!.code, remember_device: false });
  await sim.post(apiPaths.consent, { 'client-id': 'demo-client', 'consented-claims': [], 'oidc-params': params() });
  const answer = authcodeResponseSchema.parse((await sim.post(apiPaths.authcode, params())).json);
  return new URL((await sim.follow(answer.Location!))!);
}

const params = () => ({ client_id: 'demo-client', redirect_uri: DEMO_CALLBACK });

/** Redeems a code at the token endpoint. */
function redeem(code: string, verifier = TEST_PKCE.verifier, authorization = basic) {
  return fetch(`${issuer}/oidc/token`, {
    method: 'POST',
    headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: DEMO_CALLBACK,
      code_verifier: verifier,
    }),
  });
}

const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

describe('provider configuration', () => {
  it('registers every client from configuration: id, redirect_uris, name, homepage, terms; code flow only', () => {
    const clients = registeredClients(DEMO_ORIGIN);
    const config = providerConfiguration({ appOrigin: issuer, clients }, {});
    expect(config.clients).toHaveLength(clients.length);
    expect(clientMetadata(clients[0]!, 's')).toMatchObject({
      client_id: 'demo-client',
      client_secret: 's',
      redirect_uris: [DEMO_CALLBACK],
      client_name: 'Demo Health Service',
      client_uri: `${DEMO_ORIGIN}/`,
      tos_uri: `${DEMO_ORIGIN}/terms`,
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    });
    const nameless = config.clients!.find((c) => c.client_id === 'nameless-client')!;
    expect(nameless).not.toHaveProperty('client_name');
    expect(nameless).not.toHaveProperty('tos_uri');
    expect(config.pkce!.required({} as never, {} as never)).toBe(true);
    expect(config.features!.devInteractions!.enabled).toBe(false);
    expect(config.ttl).toMatchObject({ Interaction: 3600, Session: 3600 });
    expect(config.scopes).toEqual([...SUPPORTED_SCOPES]);
  });

  it('publishes a discovery document that validates, and its JWKS (public keys only)', async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = discoveryDocumentSchema.parse(await res.json());
    expect(doc.issuer).toBe(issuer);
    expect(doc.authorization_endpoint).toBe(`${issuer}/authorize`);
    expect(doc.response_types_supported).toEqual(['code']);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining([...SUPPORTED_SCOPES]));
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['vot', 'nhs_number', 'email']));
    expect(doc.authorization_response_iss_parameter_supported).toBe(true);
    const jwks = publicJwksSchema.parse(await (await fetch(doc.jwks_uri)).json());
    for (const key of jwks.keys) expect(key).toMatchObject({ kty: 'RSA', use: 'sig', alg: 'RS256' });
    // The schema can fail: a private member is refused.
    expect(publicJwksSchema.safeParse({ keys: [{ ...jwks.keys[0], d: 'secret' }] }).success).toBe(false);
    expect(discoveryDocumentSchema.safeParse({ ...doc, jwks_uri: undefined }).success).toBe(false);
  });

  it('an unsupported vtr goes back to the client as invalid_request', async () => {
    const res = await sim.authorize({
      client_id: 'demo-client',
      redirect_uri: DEMO_CALLBACK,
      response_type: 'code',
      scope: 'openid',
      state: 's',
      code_challenge: TEST_PKCE.challenge,
      code_challenge_method: 'S256',
      vtr: '["P7.Cp.Cd"]',
    });
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(DEMO_CALLBACK);
    expect(to.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('authorization code flow', () => {
  it('the code redeems once, with the PKCE verifier and the client secret, for a signed id_token and userinfo', async () => {
    const callback = await codeFor('confirmed@example.com', { nonce: 'n-42', vtr: '["P9.Cp.Cd"]' });
    const code = callback.searchParams.get('code')!;
    expect(callback.searchParams.get('state')).toBe('state-123');

    expect((await redeem(code, 'a-wrong-verifier-0123456789-abcdefghijklmnopqrstu')).status).toBe(400);
    const wrongSecret = `Basic ${Buffer.from('demo-client:nope').toString('base64')}`;
    expect((await redeem(code, TEST_PKCE.verifier, wrongSecret)).status).toBe(401);

    // A fresh journey for the good redemption, so nothing depends on what failed attempts did.
    const fresh = (await codeFor('confirmed@example.com', { nonce: 'n-42', vtr: '["P9.Cp.Cd"]' })).searchParams.get(
      'code',
    )!;
    const res = await redeem(fresh);
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as { id_token: string; access_token: string; token_type: string };
    expect(tokens.token_type).toBe('Bearer');
    const header = JSON.parse(Buffer.from(tokens.id_token.split('.')[0]!, 'base64url').toString()) as {
      alg: string;
    };
    expect(header.alg).toBe('RS256');
    const claims = payloadOf(tokens.id_token);
    expect(claims).toMatchObject({
      iss: issuer,
      aud: 'demo-client',
      nonce: 'n-42',
      vot: 'P9.Cp.Cd',
      email: 'confirmed@example.com',
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(claims).not.toHaveProperty('gp_registration_details');

    const info = await fetch(`${issuer}/oidc/userinfo`, {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await info.json()).toMatchObject({ sub: claims.sub, email: 'confirmed@example.com', vot: 'P9.Cp.Cd' });

    expect((await redeem(fresh)).status).toBe(400);
  });

  it('a sign-in longer than the session length: authcode answers 401 and the resume goes to session-timeout', async () => {
    await sim.start();
    await sim.post(apiPaths.login, { email: 'consented@example.com', password: 'Password123!' });
    const [sent] = (await (
      await fetch(`${issuer}${simulatorPaths.outboxJson}?email=consented%40example.com`)
    ).json()) as { code: string }[];
    await sim.post(apiPaths.verifyOtp, { code: sent!.code, remember_device: false });
    const answer = authcodeResponseSchema.parse((await sim.post(apiPaths.authcode, params())).json);
    await fetch(`${issuer}${simulatorPaths.clock}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: 61 }),
    });
    expect(await sim.follow(answer.Location!)).toBe(`${issuer}/session-timeout`);
    expect((await sim.post(apiPaths.authcode, params())).status).toBe(401);
  });

  it('refusal ends the interaction: access_denied with the reason, the state and the issuer', async () => {
    await sim.start();
    await sim.post(apiPaths.login, { email: 'confirmed@example.com', password: 'Password123!' });
    const [sent] = (await (
      await fetch(`${issuer}${simulatorPaths.outboxJson}?email=confirmed%40example.com`)
    ).json()) as { code: string }[];
    expect((await sim.post(apiPaths.refuse, { reason: 'ConsentNotGiven' })).status).toBe(401);
    await sim.post(apiPaths.verifyOtp, { code: sent!.code, remember_device: false });
    expect((await sim.post(apiPaths.refuse, { reason: 'Other' })).status).toBe(400);
    const res = await sim.post(apiPaths.refuse, { reason: 'ConsentNotGiven' });
    const to = new URL((await sim.follow((res.json as { Location: string }).Location))!);
    expect(Object.fromEntries(to.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'ConsentNotGiven',
      state: 'state-123',
      iss: issuer,
    });
  });
});
