/**
 * Property-based tests (fast-check) of every guard on data that arrives from outside the app:
 * query parameters (errorCode, noMatch), the reference shown to users, and the addresses the
 * browser is sent to. Issue 9 "Security": only `CID` plus digits is ever shown; redirects go
 * only to http(s) addresses. spec 000 §8, spec 001 §2.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CID_PATTERN } from '@nhsl/contract';
import { errorFromResponse, sanitiseErrorCode } from './api/ApiError.ts';
import { consentRefusedUrl, isHttpUrl, redirectBrowser, refusalUrl } from './lib/navigation.ts';
import { paths, withErrorCode } from './paths.ts';

/** A CID reference: `CID` plus one or more digits. */
const cid = fc.stringMatching(/^CID\d{1,8}$/);
/** Any text, including control characters, markup and other references glued on. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.tuple(cid, fc.string({ minLength: 1 })).map(([c, s]) => c + s),
  fc.tuple(fc.string({ minLength: 1 }), cid).map(([s, c]) => s + c),
  fc.constantFrom('<script>alert(1)</script>', 'cid2014', 'CID', 'CID-1', ' CID1', 'CID1 ', 'CID١٢'),
);
/** Addresses that must never be followed or linked to. */
const hostileUrl = fc.oneof(
  fc.constantFrom(
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
  ),
  fc
    .tuple(fc.constantFrom('javascript:', 'data:', 'file:', 'ftp:', 'blob:', 'mailto:'), fc.string())
    .map(([a, b]) => a + b),
  fc.webPath(),
  fc.string().filter((s) => !/^\s*https?:/i.test(s)),
);

describe('errorCode guard: only CID plus digits (spec 000 §8)', () => {
  it('keeps every CID reference unchanged', () => {
    fc.assert(
      fc.property(cid, (c) => {
        expect(sanitiseErrorCode(c)).toBe(c);
      }),
    );
  });
  it('gives either the input itself matching CID plus digits, or nothing, for any value', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.anything()), (v) => {
        const out = sanitiseErrorCode(v);
        expect(out === '' || (out === v && CID_PATTERN.test(out))).toBe(true);
      }),
    );
  });
  it('an error answer never carries a reference other than CID plus digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), anyText, anyText, (status, errorCode, message) => {
        const e = errorFromResponse(status, { errorCode, message });
        expect(e.errorCode === '' || CID_PATTERN.test(e.errorCode)).toBe(true);
      }),
    );
  });
  it('withErrorCode adds the query only for a CID reference, and the page reads back the same reference', () => {
    fc.assert(
      fc.property(fc.oneof(cid, anyText), (code) => {
        const to = withErrorCode(paths.loginDisabled, code);
        const read = new URL(to, 'http://app.test').searchParams.get('errorCode');
        if (CID_PATTERN.test(code)) expect(read).toBe(code);
        else expect(to).toBe(paths.loginDisabled);
        expect(sanitiseErrorCode(read)).toBe(read ?? '');
      }),
    );
  });
});

describe('redirect guard: only absolute http(s) addresses', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubWindow() {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    return assign;
  }

  it('accepts every http(s) address', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (u) => {
        expect(isHttpUrl(u)).toBe(true);
      }),
    );
  });
  it('whatever it accepts parses as http: or https:', () => {
    fc.assert(
      fc.property(fc.oneof(hostileUrl, fc.webUrl(), anyText), (u) => {
        if (isHttpUrl(u)) expect(['http:', 'https:']).toContain(new URL(u).protocol);
      }),
    );
  });
  it('refuses javascript:, data:, relative and other addresses', () => {
    fc.assert(
      fc.property(hostileUrl, (u) => {
        expect(isHttpUrl(u)).toBe(false);
      }),
    );
  });
  it('redirectBrowser follows only the app origin or the registered redirect URI and sends anything else to the error page (issue 24)', () => {
    const policy = { appOrigin: 'https://login.example', registered: ['https://client.example/callback'] };
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), hostileUrl), (u) => {
        const assign = stubWindow();
        expect(redirectBrowser(u, policy)).toBe(false);
        expect(assign).toHaveBeenCalledExactlyOnceWith(paths.error);
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('https://login.example/oidc/x', 'https://client.example/callback'),
        fc.webQueryParameters(),
        (base, query) => {
          const assign = stubWindow();
          const u = `${base}?${query}`;
          expect(redirectBrowser(u, policy)).toBe(true);
          expect(assign).toHaveBeenCalledExactlyOnceWith(u);
        },
      ),
    );
  });
  it('the refusal address keeps the client origin and path, and carries the state unchanged', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true }),
        fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
        (uri, state) => {
          const out = new URL(consentRefusedUrl(uri, state));
          const base = new URL(uri);
          expect(out.origin).toBe(base.origin);
          expect(out.pathname).toBe(base.pathname);
          expect(out.searchParams.get('error')).toBe('access_denied');
          expect(out.searchParams.get('error_description')).toBe('ConsentNotGiven');
          expect(out.searchParams.get('state')).toBe(state ?? null);
        },
      ),
    );
  });
  it('a redirect_uri that is not http(s) gives the error page, never a script link', () => {
    fc.assert(
      fc.property(hostileUrl, fc.string(), (uri, state) => {
        expect(refusalUrl(uri, 'TermsNotAgreed', state)).toBe(paths.error);
      }),
    );
  });
});
