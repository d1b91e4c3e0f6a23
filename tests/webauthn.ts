import type { Page } from '@playwright/test';
import type { SoftPasskey } from '../packages/simulator/src/passkey-test-support.ts';

/**
 * Gives the page's browser a virtual platform authenticator (DevTools WebAuthn domain: internal
 * transport, resident keys, user verified, presence simulated) holding `key`'s private key for
 * `email` on rp id localhost. The simulator must hold the matching public key.
 * @param page - the page whose browser gets the authenticator
 * @param key - the test's passkey
 * @param email - the account (the credential's user handle)
 */
export async function addPasskeyToBrowser(page: Page, key: SoftPasskey, email: string): Promise<void> {
  await withoutPasskeyAutofill(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: Buffer.from(key.credentialId, 'base64url').toString('base64'),
      isResidentCredential: true,
      rpId: 'localhost',
      privateKey: key.privateKeyPkcs8,
      userHandle: Buffer.from(email).toString('base64'),
      signCount: 0,
    },
  });
}

/**
 * Turns off enter-email's passkey autofill (issue 27) in this page: Chromium's virtual
 * authenticator answers a conditional request at once, as if the user had picked the passkey from
 * the field's list, so a test of the typed-email passkey flow would never see enter-email. Call it
 * before the app's pages load.
 * @param page - the test's page
 */
export async function withoutPasskeyAutofill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pkc = (window as { PublicKeyCredential?: { isConditionalMediationAvailable?: () => Promise<boolean> } })
      .PublicKeyCredential;
    if (pkc) pkc.isConditionalMediationAvailable = () => Promise.resolve(false);
  });
}
