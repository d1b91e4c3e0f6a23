import { z } from 'zod/mini';
import { checkUkLandline, checkUkMobile, type PhoneNumberCheck } from '@nhsl/contract';
import type { PhoneNumberMessages } from '@nhsl/content';
import type { FormMessage } from './useFormErrors.ts';

/**
 * A phone number field rule: the contract's UK number check (the simulator applies the same one),
 * raising the form error codes REQUIRED, TOO_LONG and FORMAT. Spaces, dashes, dots and brackets
 * typed or pasted anywhere are accepted; the value typed is kept as typed (react-hook-form holds
 * it) and normalised only when sent. Issue 15 "Bad input".
 * @param check - checkUkMobile or checkUkLandline
 */
function phoneField(check: (raw: string) => PhoneNumberCheck) {
  return z.string().check(
    z.superRefine((raw, ctx) => {
      const r = check(raw);
      if (r.ok) return;
      const code = r.problem === 'required' ? 'REQUIRED' : r.problem === 'tooLong' ? 'TOO_LONG' : 'FORMAT';
      ctx.addIssue({ code: 'custom', message: code });
    }),
  );
}

/** recovery/change-mobile/enter-mobile: one UK mobile number. */
export const changeMobileSchema = z.object({ mobile: phoneField(checkUkMobile) });
export type ChangeMobileForm = z.infer<typeof changeMobileSchema>;

/** recovery/change-landline/enter-landline: one UK landline number. */
export const changeLandlineSchema = z.object({ landline: phoneField(checkUkLandline) });
export type ChangeLandlineForm = z.infer<typeof changeLandlineSchema>;

/**
 * The wording of a phone form's error codes (the field rule's, and SAME_NUMBER from the back end).
 * @param m - the page's messages from `@nhsl/content`
 */
export function phoneMessages(m: PhoneNumberMessages): Record<string, FormMessage> {
  return { REQUIRED: m.required, TOO_LONG: m.tooLong, FORMAT: m.format, SAME_NUMBER: m.sameNumber };
}
