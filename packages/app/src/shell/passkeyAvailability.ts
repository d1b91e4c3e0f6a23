/** How this browser's passkey support is checked. spec 000 §4 "Passkey login". */
export type AvailabilityCheck = 'platform-authenticator' | 'public-key-credential';

/**
 * Which check decides passkey availability for a user agent. spec 000 §4 "Passkey login": on
 * iOS (iPhone, iPad, iPod, and iPadOS reporting itself as a Mac with touch), and on Mac browsers
 * other than Firefox, platform-authenticator availability is checked; elsewhere, support for
 * public-key credentials.
 * @param userAgent - navigator.userAgent
 * @param maxTouchPoints - navigator.maxTouchPoints (an iPad in desktop mode says "Macintosh")
 */
export function availabilityCheckFor(userAgent: string, maxTouchPoints = 0): AvailabilityCheck {
  const ios = /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
  if (ios) return 'platform-authenticator';
  const mac = /\bMacintosh\b|\bMac OS X\b/.test(userAgent);
  const firefox = /\bFirefox\//.test(userAgent);
  return mac && !firefox ? 'platform-authenticator' : 'public-key-credential';
}

/** What {@link isPasskeySupported} reads from the browser (injected in tests). */
export interface PasskeyEnvironment {
  /** navigator.userAgent. */
  userAgent: string;
  /** navigator.maxTouchPoints. */
  maxTouchPoints?: number;
  /** window.PublicKeyCredential, or undefined where the browser has none. */
  publicKeyCredential?: {
    isUserVerifyingPlatformAuthenticatorAvailable?: () => Promise<boolean>;
  };
}

/**
 * Whether this browser can log in with a passkey, by the check of {@link availabilityCheckFor}.
 * Never rejects (a failing check is "not supported"). spec 000 §4 "Passkey login".
 * @param env - the browser's user agent and PublicKeyCredential
 */
export async function isPasskeySupported(env: PasskeyEnvironment): Promise<boolean> {
  const pkc = env.publicKeyCredential;
  if (typeof pkc !== 'function' && typeof pkc !== 'object') return false;
  if (!pkc) return false;
  if (availabilityCheckFor(env.userAgent, env.maxTouchPoints) === 'public-key-credential') return true;
  try {
    return (await pkc.isUserVerifyingPlatformAuthenticatorAvailable?.()) === true;
  } catch {
    return false;
  }
}

/** This browser's environment for {@link isPasskeySupported}. */
export function browserPasskeyEnvironment(): PasskeyEnvironment {
  if (typeof window === 'undefined') return { userAgent: '' };
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    publicKeyCredential: (window as { PublicKeyCredential?: PasskeyEnvironment['publicKeyCredential'] })
      .PublicKeyCredential,
  };
}

/**
 * The relying-party id to ask the browser for: on localhost it is forced to "localhost", else
 * the server's. spec 000 §4 "Passkey login".
 * @param hostname - location.hostname
 * @param serverRpId - the rpId of the server's options, if any
 */
export function relyingPartyId(hostname: string, serverRpId: string | undefined): string | undefined {
  return hostname === 'localhost' ? 'localhost' : serverRpId;
}

/**
 * The passkey feature flag of this build: on unless VITE_PASSKEYS_ENABLED is "false".
 * docs/decisions/0028-passkey-feature-flag.md. spec 000 §6.
 * @param value - the build-time value
 */
export function passkeysEnabledByBuild(value: string | undefined): boolean {
  return value !== 'false';
}
