import { INTENT_FIELD } from './formFields.ts';

/**
 * A passkey ceremony as the app's server and the page share it (issue 44, "WebAuthn works as
 * GOV.UK One Login does it"): a route's action prepares the ceremony (it asks the passkey service
 * for the options and answers them as the action's data); page script runs the browser's prompt
 * and posts the result, as a form field, to the same action, which has it verified. Page script
 * never calls the back end. spec 000 §3 "Passkey options and verify", §4 "Passkey login"; issue 27
 * "Passkeys" (creation).
 */

/** What a ceremony is for: signing in with a passkey (`get`) or making a new one (`create`). */
export type PasskeyCeremonyKind = 'get' | 'create';

/** A ceremony the server prepared, in an action's answer (`FormActionData.ceremony`). */
export interface PasskeyCeremonyRequest {
  /** Signing in (`navigator.credentials.get`) or a new passkey (`navigator.credentials.create`). */
  kind: PasskeyCeremonyKind;
  /**
   * The WebAuthn options as JSON (PublicKeyCredentialRequestOptionsJSON or
   * PublicKeyCredentialCreationOptionsJSON), with the relying-party id and the account's
   * credentials already settled by the server.
   */
  options: Record<string, unknown>;
  /** The passkey service's transaction of these options, posted back with the result (sign-in). */
  transactionId?: string;
  /**
   * The email field's autofill (conditional mediation, issue 27): the prompt waits in the field's
   * list, and a browser error (the user typed instead) ends it quietly, with nothing posted.
   */
  autofill?: boolean;
}

/** The intent (`_action`) of the form page script posts with a ceremony's result. */
export const PASSKEY_RESULT_INTENT = 'passkey-result';

/** The intent of the passkey offer's "Set up a passkey" (the offer form's main button is "Not now"). */
export const PASSKEY_CREATE_INTENT = 'create-passkey';

/** The intent of enter-email's request for autofill options (a fetcher's post; issue 27). */
export const PASSKEY_AUTOFILL_INTENT = 'passkey-autofill';

/**
 * Whether a posted form is enter-email's request for autofill options: page script's, not the
 * user's, and it changes nothing of the journey. The app's server neither gives it a revision's
 * claim (server/render.mjs) nor answers it as a post behind the journey (server/render.tsx): either
 * would send page script's fetcher elsewhere, or seal the journey over another tab's step.
 * @param body - the form as posted (application/x-www-form-urlencoded)
 */
export function asksForAutofillOptions(body: string | undefined): boolean {
  return new URLSearchParams(body ?? '').get(INTENT_FIELD) === PASSKEY_AUTOFILL_INTENT;
}

/** The fields of a ceremony's result form, besides the CSRF token, the revision and the intent. */
export const PASSKEY_RESULT_FIELDS = {
  /** The browser's answer (AuthenticationResponseJSON or RegistrationResponseJSON), as JSON. */
  credential: 'credential',
  /** The options' transaction id ({@link PasskeyCeremonyRequest.transactionId}). */
  transactionId: 'transaction_id',
  /** The browser's error instead of an answer: the DOMException's name (e.g. NotAllowedError). */
  error: 'error',
  /** With `error`: @simplewebauthn's code for it, if any (e.g. ERROR_CEREMONY_ABORTED). */
  errorCode: 'error_code',
} as const;

/**
 * The longest credential JSON accepted, in characters (issue 54: Chromium 156's authenticator
 * answers the ML-DSA-44 the passkey service offers with 6,265 characters, over the 6,000 this
 * was). Sized for the largest algorithm a relying party may offer, ML-DSA-87 (FIPS 204): its
 * public key is 2,592 bytes and its signature 4,627. A registration carries the key three times
 * (the attestation object's and the authenticator data's COSE key, and the SPKI `publicKey`),
 * about 10,400 characters in base64url, and a credential id of up to 1,023 bytes four times
 * (`id`, `rawId`, both authenticator data), about 5,500 more, with the client data and names
 * beside them: about 17,000 in all. 24,000 leaves room for extensions' outputs.
 */
export const MAX_CREDENTIAL_LENGTH = 24_000;

/**
 * A ceremony's result as the server reads it from the posted form: the browser's answer, the
 * browser's error, or a post the server cannot read (`unreadable`: no credential, one over
 * {@link MAX_CREDENTIAL_LENGTH}, not a JSON object, or an error name that is not a word). An
 * unreadable result is a failure of ours or of the browser, never the user's cancelling: the
 * stores log it as its own event and show the failure (issue 54).
 */
export type PasskeyCeremonyResult =
  | { kind: 'credential'; credential: Record<string, unknown>; transactionId: string }
  | { kind: 'error'; name: string; code?: string }
  | { kind: 'unreadable'; reason: UnreadableReason };

/** Why a posted result could not be read (logged; never the credential itself). */
export type UnreadableReason = 'missing' | 'too-long' | 'not-json' | 'not-an-object' | 'bad-error-name';

const unreadable = (reason: UnreadableReason): PasskeyCeremonyResult => ({ kind: 'unreadable', reason });

/**
 * Reads a ceremony's result from a posted form: the credential (a JSON object of at most
 * {@link MAX_CREDENTIAL_LENGTH} characters) and its transaction id, or the browser's error name
 * and code (letters, digits and underscores, at most 64 each). Anything else is `unreadable`,
 * with the reason.
 * @param form - the posted fields
 */
export function readCeremonyResult(form: URLSearchParams): PasskeyCeremonyResult {
  const error = form.get(PASSKEY_RESULT_FIELDS.error);
  if (error !== null) {
    const code = form.get(PASSKEY_RESULT_FIELDS.errorCode) ?? '';
    if (!/^\w{0,64}$/.test(error) || !/^\w{0,64}$/.test(code)) return unreadable('bad-error-name');
    return { kind: 'error', name: error, ...(code ? { code } : {}) };
  }
  const raw = form.get(PASSKEY_RESULT_FIELDS.credential) ?? '';
  if (!raw) return unreadable('missing');
  if (raw.length > MAX_CREDENTIAL_LENGTH) return unreadable('too-long');
  try {
    const credential = JSON.parse(raw) as unknown;
    if (typeof credential !== 'object' || credential === null || Array.isArray(credential))
      return unreadable('not-an-object');
    const transactionId = (form.get(PASSKEY_RESULT_FIELDS.transactionId) ?? '').slice(0, 200);
    return { kind: 'credential', credential: credential as Record<string, unknown>, transactionId };
  } catch {
    return unreadable('not-json');
  }
}
