import { z } from 'zod/mini';
import type { DuplicateChoice } from './transitions.ts';

/** The one error code of the duplicate-account forms: nothing (or no offered option) chosen. spec 001 §5. */
export const REQUIRED = 'REQUIRED';

/**
 * A required radio question: the choice must be one of the options the page offers (else
 * REQUIRED; the page words it). spec 001 §5 "Duplicate account".
 * @param options - the offered values
 */
export const choiceSchema = (options: readonly string[]) =>
  z.object({ choice: z.string().check(z.refine((v) => options.includes(v), REQUIRED)) });

/** A choice form's values. */
export type ChoiceForm = { choice: string };

/** duplicate-nhs-number's options in each variant with a question (a: migration off, b: eligible). spec 001 §2. */
export const duplicateChoices = {
  migrationOff: ['getHelp', 'logIn'],
  eligible: ['logIn', 'continueNew'],
} as const satisfies Record<string, readonly DuplicateChoice[]>;

/** multiple-emails-found's options. spec 001 §2. */
export const multipleEmailsChoices = ['reminder', 'helpCentre'] as const;

/** confirm-account-replacement: the box must be ticked. spec 001 §5. */
export const confirmReplacementSchema = z.object({ confirm: z.boolean().check(z.refine((v) => v, REQUIRED)) });

/** confirm-account-replacement's values. */
export type ConfirmReplacementForm = { confirm: boolean };
