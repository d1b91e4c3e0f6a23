import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../lib/cookieJar.ts';
import { nullStorage } from '../../stores/persistence.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { stubApi } from '../../test/stubApi.ts';
import { COUNTED_TO_FIELD, END_REASON_FIELD, SIGNED_OUT } from '../../shell/sessionEnd.ts';
import { endSessionAction, extendedElsewhere } from './actions.ts';
import { SCRIPT_POST_HEADER } from '../../shell/pageRoute.ts';

const NOW = Date.UTC(2026, 11, 7, 12, 0, 0);

/** A journey whose session ends at `expiresAt` (epoch ms). */
function journeyEndingAt(expiresAt: number) {
  const store = new RootStore({
    api: stubApi({}),
    cookies: memoryCookieJar(),
    minimumDelayMs: 0,
    storage: nullStorage,
  });
  store.session.setSession(
    's1',
    { client_id: 'demo-client', redirect_uri: 'http://localhost:4001/callback' },
    expiresAt,
  );
  return store;
}

/** A post to /session-timeout with these fields: page script's (the timeout warning's) with `script`. */
const post = (fields: Record<string, string>, script = false) =>
  new Request('http://localhost/session-timeout', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: script ? { [SCRIPT_POST_HEADER]: '1' } : {},
  });

/** The action's answer as a Response (a redirect), failing the test otherwise. */
function asResponse(answer: unknown): Response {
  expect(answer).toBeInstanceOf(Response);
  return answer as Response;
}

describe('the session-timeout action: the server owns the timeout (issue 55 item 7)', () => {
  it('a page that counted down to the end the journey still has: the session ends', async () => {
    const end = Date.now() - 1_000;
    const store = journeyEndingAt(end);
    const res = asResponse(await endSessionAction(store, post({ [COUNTED_TO_FIELD]: String(end) }, true)));
    expect(store.sessionEnded).toBe(true);
    expect(res.headers.get('Location')).toBe('/session-timeout');
  });

  it("a page behind an extension made in another tab: nothing ends; page script's post gets data, and stays", async () => {
    const store = journeyEndingAt(Date.now() + 15 * 60_000);
    const answer = await endSessionAction(store, post({ [COUNTED_TO_FIELD]: String(Date.now() - 1_000) }, true));
    expect(store.sessionEnded).toBe(false);
    expect(answer).toMatchObject({ data: { sessionGoesOn: true } });
  });

  it("the same post without script (never the warning's): the session ends", async () => {
    const store = journeyEndingAt(Date.now() + 15 * 60_000);
    const res = asResponse(await endSessionAction(store, post({ [COUNTED_TO_FIELD]: String(Date.now() - 1_000) })));
    expect(store.sessionEnded).toBe(true);
    expect(res.headers.get('Location')).toBe('/session-timeout');
  });

  it('"Log out" always ends the session, whatever the page counted to', async () => {
    const store = journeyEndingAt(Date.now() + 15 * 60_000);
    await endSessionAction(store, post({ [END_REASON_FIELD]: SIGNED_OUT, [COUNTED_TO_FIELD]: '1' }, true));
    expect(store.sessionEnded).toBe(true);
    expect(store.page.notice).toBe('signedOut');
  });

  it.each([
    { name: 'no end posted', countedTo: null, journeyEnd: NOW + 60_000, behind: false },
    { name: 'an end that is not a number', countedTo: 'soon', journeyEnd: NOW + 60_000, behind: false },
    { name: 'the same end', countedTo: String(NOW + 60_000), journeyEnd: NOW + 60_000, behind: false },
    {
      name: 'an earlier end (its own extension, by a clock ahead)',
      countedTo: String(NOW + 61_000),
      journeyEnd: NOW + 60_000,
      behind: false,
    },
    { name: 'a later end', countedTo: String(NOW), journeyEnd: NOW + 60_000, behind: true },
    { name: 'a later end that has passed too', countedTo: String(NOW - 120_000), journeyEnd: NOW - 1, behind: false },
  ])('$name: extended elsewhere is $behind', ({ countedTo, journeyEnd, behind }) => {
    expect(extendedElsewhere(journeyEndingAt(journeyEnd), countedTo, NOW)).toBe(behind);
  });
});
