import { redirect } from 'react-router-dom';
import { z } from 'zod/mini';
import { formAction, type FormSchema, type PageAction } from '../../shell/formAction.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import type { Next } from '../sign-in/transitions.ts';
import { proofingStoreOf } from './ProofingStore.ts';
import {
  DOB_ERROR_FIELD,
  dobSchema,
  knowNhsNumberSchema,
  nameSchema,
  noMatchSchema,
  postcodeSchema,
  type DobForm,
  type KnowNhsNumberForm,
  type NameForm,
  type NoMatchChoice,
  type NoMatchForm,
  type PostcodeForm,
} from './schemas.ts';
import { proofingGuardRedirect, type ProofingGuard } from './transitions.ts';

// The proofing forms posted without script (issue 23): each runs the page's schema and calls the
// store method the page's submit calls; the page's guard (Guarded.tsx) is checked first, as the
// page checks it when entered. routes.ts loads this module only on the server's path.

/**
 * The page's proofing guard (spec 001 §6) as the server's decision: where to go, or undefined.
 * @param guard - the page's guard
 * @param store - the request's stores
 */
export function proofingGuardOf(guard: ProofingGuard, store: RootStore): string | undefined {
  const s = store.proofingState;
  return proofingGuardRedirect(guard, {
    hasUplifted: s.hasUplifted,
    hasEnteredDetails: s.hasEnteredDetails,
    p5DuplicateFound: s.p5DuplicateFound,
  });
}

/**
 * A form action behind the page's guard: a post the page would not have shown goes where the
 * guard sends (303), running nothing.
 * @param guard - the page's guard
 * @param action - the form's action
 */
export const guardedAction =
  (guard: ProofingGuard, action: PageAction): PageAction =>
  (store, request) => {
    const to = proofingGuardOf(guard, store);
    return to ? Promise.resolve(redirect(to, 303)) : action(store, request);
  };

/** A form with no field (a lone Continue button). */
const noFields: FormSchema<Record<string, never>> = z.object({}) as unknown as FormSchema<Record<string, never>>;

/** know-nhs-number. spec 001 §4, §5 "Know NHS number". */
export const knowNhsNumberAction = guardedAction(
  'proofing',
  formAction<KnowNhsNumberForm>({
    schema: knowNhsNumberSchema,
    fields: ['know', 'nhsNumber'],
    submit: (store, form) => proofingStoreOf(store).submitKnowNhsNumber(form),
  }),
);

/** enter-name. spec 001 §4, §5 "Name". */
export const enterNameAction = guardedAction(
  'proofing',
  formAction<NameForm>({
    schema: nameSchema,
    fields: ['firstName', 'middleNames', 'lastName'],
    submit: (store, form) => proofingStoreOf(store).submitName(form),
  }),
);

/** The DateInput's three parts, as the browser posts them (`dob-day`, `dob-month`, `dob-year`). */
export const DOB_FIELDS = [DOB_ERROR_FIELD, 'dob-month', 'dob-year'] as const;

/**
 * enter-dob: the page's schema over the three parts (the server's clock). spec 001 §4, §5.
 * @param store - the request's stores (for the clock)
 * @param request - the post
 */
export const enterDobAction: PageAction = guardedAction('proofing', (store, request) => {
  const proofing = proofingStoreOf(store);
  const schema = dobSchema(() => proofing.now());
  const parts = (v: Record<string, string>) => ({
    dob: { day: v['dob-day'] ?? '', month: v['dob-month'] ?? '', year: v['dob-year'] ?? '' },
  });
  return formAction<DobForm>({
    schema: { safeParse: (input) => schema.safeParse(parts(input as Record<string, string>)) },
    fields: DOB_FIELDS,
    submit: (_, v) => proofing.submitDob(v),
  })(store, request);
});

/** enter-postcode. spec 001 §4, §5 "Postcode". */
export const enterPostcodeAction = guardedAction(
  'proofing',
  formAction<PostcodeForm>({
    schema: postcodeSchema,
    fields: ['postcode'],
    submit: (store, { postcode }) => proofingStoreOf(store).submitPostcode(postcode),
  }),
);

/** no-match's choice. spec 001 §2 "no-match", §5. */
export const noMatchAction = guardedAction(
  'proofing',
  formAction<NoMatchForm>({
    schema: noMatchSchema,
    fields: ['choice'],
    submit: (store, { choice }) => proofingStoreOf(store).chooseNoMatch(choice as NoMatchChoice),
  }),
);

/** confirm-your-details' Continue: records the failure data. spec 001 §2, §7. */
export const confirmYourDetailsAction = guardedAction(
  'proofing',
  formAction({ schema: noFields, fields: [], submit: (store) => proofingStoreOf(store).recordFailureData() }),
);

/**
 * submit, on the server: the uplift once, when the server holds the entered details (a journey
 * posted without script); its outcome is the redirect. Otherwise the page renders and the
 * browser's page runs its guard and the uplift as before.
 * spec 001 §2 "submit", §4 "Uplift outcome".
 * @param store - the request's stores
 */
export function submitArrival(store: RootStore): Promise<Next | undefined> {
  // Without the details here, the browser may hold them (entered with script): its page decides.
  if (proofingGuardOf('details', store)) return Promise.resolve(undefined);
  return proofingStoreOf(store).uplift();
}
