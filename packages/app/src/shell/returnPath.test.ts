import { describe, expect, it } from 'vitest';
import { isSafeReturnPath } from './returnPath.ts';

// issue 45 Security: one check for every return path (the cookie banner's `returnTo`, the account
// pages' `return`).
describe('isSafeReturnPath', () => {
  it.each(['/', '/enter-email', '/privacy?x=1', '/account/passkeys/remove?id=a-b_c', '/caf%C3%A9?q=%20'])(
    'accepts the path of this site %j',
    (path) => expect(isSafeReturnPath(path)).toBe(true),
  );

  it.each([
    ['a tab after the slash', '/\t/evil.example/x'],
    ['a newline', '/privacy\nSet-Cookie: x=1'],
    ['a carriage return', '/privacy\r'],
    ['a vertical tab', '/\v/evil.example'],
    ['an ideographic space (U+3000)', '/privacy\u3000'],
    ['a space', '/privacy x'],
    ['a protocol-relative host', '//evil.example/x'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash later on', '/privacy\\x'],
    ['an absolute URL', 'https://evil.example/'],
    ['a relative path', 'privacy'],
    ['dot segments', '/account/../evil'],
    ['a non-ASCII letter', '/café'],
    ['nothing', ''],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s', (_, path) => expect(isSafeReturnPath(path)).toBe(false));
});
