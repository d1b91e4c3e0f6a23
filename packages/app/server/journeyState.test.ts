// issue 47 "Render cost": a request's cookies are parsed and its journey unsealed once, however
// many of the server's steps (the rate limit, the CSRF check, the render) ask for them.
import { describe, expect, it } from 'vitest';
import {
  ENDED_JOURNEY_COOKIE,
  JOURNEY_COOKIE,
  newJourneyState,
  requestJourney,
  sealJourneyState,
} from './journeyState.mjs';

const SECRET = 'a-test-secret-of-at-least-32-characters!';

describe('requestJourney', () => {
  it('reads the cookies and opens the journey once per request; each caller gets its own copy of the cookies', async () => {
    const state = newJourneyState();
    const sealed = await sealJourneyState(state, SECRET);
    const request = { headers: { cookie: `${JOURNEY_COOKIE}=${encodeURIComponent(sealed)}; other=1` } };
    const first = requestJourney(request, SECRET);
    expect(requestJourney(request, SECRET)).toBe(first);
    const read = await first;
    expect(read.journey).toMatchObject({ fresh: false, state: { csrf: state.csrf, jid: state.jid } });
    expect(read.sealedCsrf).toBe(state.csrf);
    const mine = read.cookies();
    delete mine.cookies.other;
    expect(read.cookies().cookies).toEqual({ [JOURNEY_COOKIE]: sealed, other: '1' });
  });

  it('issue 54: keeps the token the last renewal replaced, so a page from before is told apart from a forged post', async () => {
    const state = { ...newJourneyState(), previousCsrf: 'the-token-before' };
    const sealed = await sealJourneyState(state, SECRET);
    const read = await requestJourney(
      { headers: { cookie: `${JOURNEY_COOKIE}=${encodeURIComponent(sealed)}` } },
      SECRET,
    );
    expect(read.journey.state.previousCsrf).toBe('the-token-before');
  });

  it('reads again when the Cookie header changed since', async () => {
    const request: { headers: { cookie?: string } } = { headers: { cookie: 'a=1' } };
    expect((await requestJourney(request, SECRET)).cookies().cookies).toEqual({ a: '1' });
    request.headers.cookie = 'b=2';
    expect((await requestJourney(request, SECRET)).cookies().cookies).toEqual({ b: '2' });
  });

  it("an ended journey's state is a new journey, but its token still keys the journey's rate limit", async () => {
    const state = newJourneyState();
    const sealed = encodeURIComponent(await sealJourneyState(state, SECRET));
    const read = await requestJourney(
      { headers: { cookie: `${JOURNEY_COOKIE}=${sealed}; ${ENDED_JOURNEY_COOKIE}=${state.jid}` } },
      SECRET,
    );
    expect(read.journey.fresh).toBe(true);
    expect(read.journey.unreadable).toBeUndefined();
    expect(read.journey.state.csrf).not.toBe(state.csrf);
    expect(read.sealedCsrf).toBe(state.csrf);
  });

  it('a cookie that cannot be opened: a new journey, marked unreadable, and no rate-limit key', async () => {
    const read = await requestJourney({ headers: { cookie: `${JOURNEY_COOKIE}=not-a-seal` } }, SECRET);
    expect(read.journey).toMatchObject({ fresh: true, unreadable: true });
    expect(read.sealedCsrf).toBeUndefined();
    const none = await requestJourney({ headers: {} }, SECRET);
    expect(none.journey.fresh).toBe(true);
    expect(none.journey.unreadable).toBeUndefined();
    expect(none.sealedCsrf).toBeUndefined();
  });
});
