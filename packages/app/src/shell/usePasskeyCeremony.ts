import { useEffect, useRef, useState } from 'react';
import { PASSKEY_RESULT_FIELDS, PASSKEY_RESULT_INTENT, type PasskeyCeremonyRequest } from './passkeyCeremony.ts';
import { useServerSubmit } from './useServerSubmit.ts';

/** The result form's fields of one ceremony: the credential and its transaction, or the browser's error. */
export type PasskeyResultFields = Record<string, string>;

/**
 * Runs one ceremony the server prepared in this browser with @simplewebauthn/browser (loaded when
 * first needed): `startAuthentication` for `get` (with the field's autofill when asked), or
 * `startRegistration` for `create`. Never rejects.
 * @param request - the ceremony, as the action answered it
 * @returns the result form's fields: the credential as JSON with its transaction id, or the
 *   browser's error (its name and @simplewebauthn's code); undefined when an
 *   autofill ceremony ended without a passkey chosen (the user typed, or left)
 */
export async function runPasskeyCeremony(request: PasskeyCeremonyRequest): Promise<PasskeyResultFields | undefined> {
  try {
    const webauthn = await import('@simplewebauthn/browser');
    const credential =
      request.kind === 'create'
        ? await webauthn.startRegistration({
            optionsJSON: request.options as unknown as Parameters<typeof webauthn.startRegistration>[0]['optionsJSON'],
          })
        : await webauthn.startAuthentication({
            optionsJSON: request.options as unknown as Parameters<
              typeof webauthn.startAuthentication
            >[0]['optionsJSON'],
            ...(request.autofill ? { useBrowserAutofill: true } : {}),
          });
    return {
      [PASSKEY_RESULT_FIELDS.credential]: JSON.stringify(credential),
      [PASSKEY_RESULT_FIELDS.transactionId]: request.transactionId ?? '',
    };
  } catch (e) {
    if (request.autofill) return undefined;
    const err = (typeof e === 'object' && e !== null ? e : {}) as { code?: unknown; name?: unknown };
    const word = (v: unknown) => (typeof v === 'string' && /^\w{1,64}$/.test(v) ? v : '');
    return { [PASSKEY_RESULT_FIELDS.error]: word(err.name), [PASSKEY_RESULT_FIELDS.errorCode]: word(err.code) };
  }
}

/** Cancels a ceremony under way (an autofill the user went past by typing, or a page left). */
export async function cancelPasskeyCeremony(): Promise<void> {
  (await import('@simplewebauthn/browser')).WebAuthnAbortService.cancelCeremony();
}

/**
 * Runs the passkey ceremony of the action's latest answer, once per answer, and posts its result
 * to the page's action (intent `passkey-result`, issue 44): the server verifies it and answers
 * where the journey goes. An autofill ceremony that ends without a passkey posts nothing.
 * @param request - the ceremony of the action's answer (none: nothing to run)
 * @returns running: a ceremony is under way (the page's button shows busy)
 */
export function usePasskeyCeremony(request: PasskeyCeremonyRequest | undefined): { running: boolean } {
  const { sendIntent } = useServerSubmit();
  const ran = useRef<PasskeyCeremonyRequest | undefined>(undefined);
  const [running, setRunning] = useState(false);
  const send = useRef(sendIntent);
  send.current = sendIntent;
  useEffect(() => {
    if (!request || ran.current === request) return;
    ran.current = request;
    setRunning(true);
    void runPasskeyCeremony(request).then((fields) => {
      setRunning(false);
      if (fields) send.current(PASSKEY_RESULT_INTENT, fields);
    });
  }, [request]);
  return { running };
}
