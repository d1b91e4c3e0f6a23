import { z } from 'zod/mini';
import { formAction, type FormSchema, type PageAction } from '../../shell/formAction.ts';
import { guardedAction } from '../../shell/guardedAction.ts';
import { duplicateAccountStoreOf } from './DuplicateAccountStore.ts';
import {
  choiceSchema,
  confirmReplacementSchema,
  duplicateChoices,
  multipleEmailsChoices,
  type ChoiceForm,
  type ConfirmReplacementForm,
} from './schemas.ts';
import type { DuplicateChoice } from './transitions.ts';

// The duplicate-account forms posted without script (issue 23): the page's schema and the store
// method its submit calls, behind the duplicate flag's guard (spec 001 §6). routes.ts loads this
// module only on the server's path.

/** A form with no field (a lone button). */
const noFields = z.object({}) as unknown as FormSchema<Record<string, never>>;

/**
 * duplicate-nhs-number: the variant's question (a: get help or log in; b: log in or a new
 * account), and d's "log in" button (intent `logIn`). spec 001 §4 "Duplicate account".
 */
export const duplicateNhsNumberAction: PageAction = guardedAction('duplicate', (store, request) => {
  const dup = duplicateAccountStoreOf(store);
  const v = dup.variant;
  const options: readonly string[] = v === 'migrationOff' || v === 'eligible' ? duplicateChoices[v] : [];
  return formAction<ChoiceForm>({
    schema: choiceSchema(options),
    fields: ['choice'],
    submit: (_, { choice }) => dup.choose(choice as DuplicateChoice),
    intents: { logIn: () => dup.tryLogin() },
  })(store, request);
});

/** email-address-found's "Continue to log in" (try-login). spec 001 §2. */
export const emailAddressFoundAction = guardedAction(
  'duplicate',
  formAction({ schema: noFields, fields: [], submit: (store) => duplicateAccountStoreOf(store).tryLogin() }),
);

/** multiple-emails-found: a reminder or the help centre. spec 001 §2, §4 "Reminder send". */
export const multipleEmailsFoundAction = guardedAction(
  'duplicate',
  formAction<ChoiceForm>({
    schema: choiceSchema(multipleEmailsChoices),
    fields: ['choice'],
    submit: (store, { choice }) =>
      duplicateAccountStoreOf(store).chooseMultipleEmails(choice as (typeof multipleEmailsChoices)[number]),
  }),
);

/** confirm-account-replacement: the ticked box, then account migration. spec 001 §4, §5. */
export const confirmAccountReplacementAction = guardedAction(
  'duplicate',
  formAction<ConfirmReplacementForm>({
    schema: confirmReplacementSchema,
    fields: ['confirm'],
    checkboxes: ['confirm'],
    submit: (store) => duplicateAccountStoreOf(store).beginReplacement(),
  }),
);

/** reminder-email-sent's "request a new reminder". spec 001 §2, §4. */
export const reminderEmailSentAction = guardedAction(
  'duplicate',
  formAction({ schema: noFields, fields: [], submit: (store) => duplicateAccountStoreOf(store).sendAnotherReminder() }),
);
