import { describe, expect, it } from 'vitest';
import { languageHref } from './language.ts';

// issue 54 Security: without script the language link is followed, so the reset link's email,
// code and expiry went with it into the request (and Fastify's warning logged them).
describe('languageHref', () => {
  it("keeps the page's own query and asks for the locale", () => {
    expect(languageHref({ pathname: '/enter-email', search: '?x=1' }, 'cy')).toBe('/enter-email?x=1&lang=cy');
  });

  it("never carries a reset link's email, code or expiry", () => {
    const href = languageHref(
      { pathname: '/reset-password', search: '?username=jane%40example.com&code=123456&expiry=1999999999999' },
      'cy',
    );
    expect(href).toBe('/reset-password?lang=cy');
  });
});
