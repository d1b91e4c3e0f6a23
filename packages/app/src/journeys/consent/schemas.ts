import { z } from 'zod/mini';

/** consent-confirmation's choice: go back and agree, or go to the client without sharing. spec 000 §5. */
export const consentChoiceSchema = z.object({
  choice: z.enum(['agree', 'no-consent'], { error: 'CHOICE_REQUIRED' }),
});

/** consent-confirmation's form values (no choice before one is made). */
export type ConsentChoiceForm = { choice: 'agree' | 'no-consent' | undefined };
