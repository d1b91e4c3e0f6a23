// issue 47 "Scale out": TRUST_PROXY and the journey cookie's secrets as serve.mjs reads them, and
// what a rotation of secrets keeps readable.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COMMITTED_SECRETS,
  DEVELOPMENT_SECRET,
  parseSessionSecrets,
  parseTrustProxy,
  productionRefusals,
  trustProxyOption,
} from './config.mjs';

/** The local servers' secret (scripts/localServers.ts, read as text: outside this package). */
const LOCAL_SESSION_SECRET =
  /LOCAL_SESSION_SECRET = '([^']+)'/.exec(
    readFileSync(fileURLToPath(new URL('../../../scripts/localServers.ts', import.meta.url)), 'utf8'),
  )?.[1] ?? 'not found';
import { markerUnder, sessionMarker } from './bff.mjs';
import {
  newJourneyState,
  openJourneyState,
  openWith,
  sealJourneyState,
  sealWith,
  sessionKeys,
} from './journeyState.mjs';

const OLD = 'the-old-secret-of-at-least-32-characters';
const NEW = 'the-new-secret-of-at-least-32-characters';
const DEV = 'a-development-secret-of-32-characters-or-more';

describe('TRUST_PROXY', () => {
  it('unset, empty, 0 or false trusts no one', () => {
    for (const raw of [undefined, '', ' ', '0', 'false']) expect(parseTrustProxy(raw)).toBe(false);
  });

  it('a whole number is a hop count, which trusts that many hops nearest the server', () => {
    expect(parseTrustProxy('2')).toBe(2);
    const trust = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('a list of addresses, ranges and proxy-addr names is kept as a list', () => {
    expect(parseTrustProxy('10.0.0.5, 172.16.0.0/12,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(trustProxyOption(['10.0.0.5'])).toEqual(['10.0.0.5']);
    expect(trustProxyOption(false)).toBe(false);
  });

  it('refuses true (any hop) and anything that is not an address or a range', () => {
    expect(() => parseTrustProxy('true')).toThrow(/hop count/);
    for (const bad of ['balancer', '10.0.0.300', '10.0.0.0/33', '::1/129', '1.2.3.4,', '-1'])
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('SESSION_SECRET and SESSION_SECRETS', () => {
  it('one SESSION_SECRET is the secret of id 1; neither gives the fallback', () => {
    expect(parseSessionSecrets({ SESSION_SECRET: OLD }, DEV)).toEqual({ sealId: '1', secrets: { 1: OLD } });
    expect(parseSessionSecrets({}, DEV)).toEqual({ sealId: '1', secrets: { 1: DEV } });
  });

  it('SESSION_SECRETS: the first listed seals, every one opens', () => {
    expect(parseSessionSecrets({ SESSION_SECRETS: ` 2:${NEW} , 1:${OLD}` }, DEV)).toEqual({
      sealId: '2',
      secrets: { 1: OLD, 2: NEW },
    });
    // Before a rotation's second step the old one still seals while every replica learns the new.
    expect(parseSessionSecrets({ SESSION_SECRETS: `1:${OLD},2:${NEW}` }, DEV).sealId).toBe('1');
  });

  it('refuses both variables, a malformed entry, a repeated id and a short secret, naming no secret', () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ SESSION_SECRET: OLD, SESSION_SECRETS: `2:${NEW}` }, /not both/],
      [{ SESSION_SECRETS: NEW }, /entry 1 is not <id>:<secret>/],
      [{ SESSION_SECRETS: `2:${NEW},0:${OLD}` }, /entry 2/],
      [{ SESSION_SECRETS: `2:${NEW},,1:${OLD}` }, /entry 2/],
      [{ SESSION_SECRETS: `2:${NEW},2:${OLD}` }, /id 2 is given twice/],
      [{ SESSION_SECRETS: `3:short-secret,1:${OLD}` }, /id 3 must be at least 32/],
      [{ SESSION_SECRET: 'short-secret' }, /at least 32/],
    ];
    for (const [env, message] of cases) {
      expect(() => parseSessionSecrets(env, DEV), JSON.stringify(env)).toThrow(message);
      try {
        parseSessionSecrets(env, DEV);
      } catch (err) {
        expect((err as Error).message).not.toMatch(/the-(old|new)-secret|short-secret/);
      }
    }
  });

  it('sessionKeys checks keys given to the server directly', () => {
    expect(() => sessionKeys({ sealId: '3', secrets: { 1: OLD } })).toThrow(/sealing id/);
    expect(() => sessionKeys({ sealId: 'a', secrets: { a: OLD } })).toThrow(/whole number/);
  });
});

describe('a rotation of secrets (issue 47)', () => {
  const before = OLD;
  const during = { sealId: '2', secrets: { 1: OLD, 2: NEW } };
  const after = { sealId: '2', secrets: { 2: NEW } };

  it('a journey sealed before the rotation opens after it, and is sealed again with the new secret', async () => {
    const state = { ...newJourneyState(), storage: { 'nhsl:profile': JSON.stringify({ email: 'a@example.com' }) } };
    const old = await sealJourneyState(state, before);
    const opened = await openJourneyState(old, during);
    expect(opened.fresh).toBe(false);
    expect(opened.state.csrf).toBe(state.csrf);
    expect(JSON.parse(opened.state.storage['nhsl:profile']!)).toEqual({ email: 'a@example.com' });
    const resealed = await sealJourneyState(opened.state, during);
    // Sealed with id 2: opens once the old secret is gone, and not where only the old one is known.
    expect((await openJourneyState(resealed, after)).fresh).toBe(false);
    expect((await openJourneyState(resealed, before)).unreadable).toBe(true);
    // The old seal, once the old secret is removed, is a lost journey.
    expect((await openJourneyState(old, after)).unreadable).toBe(true);
  });

  it('sealWith and openWith: any known secret opens, an unknown one gives {}', async () => {
    const sealed = await sealWith({ to: '/x' }, during, 60);
    expect(await openWith(sealed, { sealId: '1', secrets: { 1: OLD, 2: NEW } }, 60)).toEqual({ to: '/x' });
    expect(await openWith(sealed, OLD, 60)).toEqual({});
  });

  it("a session's marker made with the old secret is kept while the old secret is known", () => {
    const oldMarker = sessionMarker('session-1', OLD);
    expect(markerUnder('session-1', sessionKeys(before))).toBe(oldMarker);
    // During the rotation: the stored (or claimed) marker stays; a new session gets the new secret's.
    expect(markerUnder('session-1', during, oldMarker)).toBe(oldMarker);
    expect(markerUnder('session-2', during)).toBe(sessionMarker('session-2', NEW));
    expect(markerUnder('session-1', during, 'another-marker')).toBe(sessionMarker('session-1', NEW));
    // Another session's stored marker is never taken for this one's.
    expect(markerUnder('session-2', during, oldMarker)).toBe(sessionMarker('session-2', NEW));
    // Once the old secret is removed, the new secret's.
    expect(markerUnder('session-1', after, oldMarker)).toBe(sessionMarker('session-1', NEW));
  });
});

// issue 54 Security: a production server started with a secret from the repository, or with the
// tester tools forwarded.
describe('what a production server refuses to start with', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: OLD };

  it('a secret of its own and no tester tools: it starts; outside production nothing is refused', () => {
    expect(productionRefusals(production)).toEqual([]);
    expect(productionRefusals({ SIMULATOR_ROUTES: '1', SESSION_SECRET: DEVELOPMENT_SECRET })).toEqual([]);
  });

  it('every secret written in the repository, alone or in a rotation, and SIMULATOR_ROUTES=1 are refused', () => {
    expect(COMMITTED_SECRETS).toEqual(expect.arrayContaining([DEVELOPMENT_SECRET, LOCAL_SESSION_SECRET]));
    for (const secret of COMMITTED_SECRETS) {
      expect(productionRefusals({ ...production, SESSION_SECRET: secret })).toEqual([
        expect.stringMatching(/development secret written in the repository/),
      ]);
      expect(productionRefusals({ NODE_ENV: 'production', SESSION_SECRETS: `2:${NEW}, 1:${secret}` })).toHaveLength(1);
    }
    expect(productionRefusals({ ...production, SIMULATOR_ROUTES: '1' })).toEqual([
      expect.stringMatching(/SIMULATOR_ROUTES=1 .* refused in production/),
    ]);
    expect(productionRefusals({ NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/is required in production/),
    ]);
  });

  it('serve.mjs exits at start-up with the message, never the secret', () => {
    const serve = fileURLToPath(new URL('./serve.mjs', import.meta.url));
    const run = spawnSync(process.execPath, [serve], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        APP_ORIGIN: 'https://login.example',
        SESSION_SECRET: LOCAL_SESSION_SECRET,
        SIMULATOR_ROUTES: '1',
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('development secret written in the repository');
    expect(run.stderr).toContain('SIMULATOR_ROUTES=1');
    expect(run.stderr).not.toContain(LOCAL_SESSION_SECRET);
  });
});
