import { describe, expect, it, vi } from 'vitest';
import {
  availabilityCheckFor,
  isPasskeySupported,
  passkeysEnabledByBuild,
  relyingPartyId,
} from './passkeyAvailability.ts';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('availabilityCheckFor (spec 000 §4 "Passkey login")', () => {
  it.each([
    ['iPhone Safari', UA.iphoneSafari, 0, 'platform-authenticator'],
    ['iPhone Firefox (still iOS)', UA.iphoneFirefox, 5, 'platform-authenticator'],
    ['iPad in desktop mode (Mac UA with touch)', UA.ipadDesktop, 5, 'platform-authenticator'],
    ['Mac Safari', UA.macSafari, 0, 'platform-authenticator'],
    ['Mac Chrome', UA.macChrome, 0, 'platform-authenticator'],
    ['Mac Firefox', UA.macFirefox, 0, 'public-key-credential'],
    ['Windows Chrome', UA.windowsChrome, 0, 'public-key-credential'],
    ['Android Chrome', UA.androidChrome, 5, 'public-key-credential'],
    ['Linux Firefox', UA.linuxFirefox, 0, 'public-key-credential'],
  ] as const)('%s → %s check', (_name, ua, touch, expected) => {
    expect(availabilityCheckFor(ua, touch)).toBe(expected);
  });
});

describe('isPasskeySupported', () => {
  const pkc = (available: boolean | Error) => ({
    isUserVerifyingPlatformAuthenticatorAvailable: vi.fn(() =>
      available instanceof Error ? Promise.reject(available) : Promise.resolve(available),
    ),
  });

  it('no PublicKeyCredential → not supported, on every platform', async () => {
    for (const ua of Object.values(UA)) expect(await isPasskeySupported({ userAgent: ua })).toBe(false);
  });

  it('iOS and Mac (not Firefox) ask for a platform authenticator', async () => {
    for (const ua of [UA.iphoneSafari, UA.macSafari, UA.macChrome]) {
      const yes = pkc(true);
      expect(await isPasskeySupported({ userAgent: ua, publicKeyCredential: yes })).toBe(true);
      expect(yes.isUserVerifyingPlatformAuthenticatorAvailable).toHaveBeenCalledOnce();
      expect(await isPasskeySupported({ userAgent: ua, publicKeyCredential: pkc(false) })).toBe(false);
      expect(await isPasskeySupported({ userAgent: ua, publicKeyCredential: pkc(new Error('x')) })).toBe(false);
    }
  });

  it('elsewhere (Windows, Android, Mac Firefox) PublicKeyCredential support is enough', async () => {
    for (const ua of [UA.windowsChrome, UA.androidChrome, UA.macFirefox, UA.linuxFirefox]) {
      const no = pkc(false);
      expect(await isPasskeySupported({ userAgent: ua, publicKeyCredential: no })).toBe(true);
      expect(no.isUserVerifyingPlatformAuthenticatorAvailable).not.toHaveBeenCalled();
    }
  });
});

describe('relyingPartyId', () => {
  it('is forced to localhost on localhost, otherwise the server’s', () => {
    expect(relyingPartyId('localhost', 'login.example.org')).toBe('localhost');
    expect(relyingPartyId('localhost', undefined)).toBe('localhost');
    expect(relyingPartyId('login.example.org', 'example.org')).toBe('example.org');
  });
});

describe('passkeysEnabledByBuild', () => {
  it('is on by default and off only for "false"', () => {
    expect(passkeysEnabledByBuild(undefined)).toBe(true);
    expect(passkeysEnabledByBuild('true')).toBe(true);
    expect(passkeysEnabledByBuild('false')).toBe(false);
  });
});
