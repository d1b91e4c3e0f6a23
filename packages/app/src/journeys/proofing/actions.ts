import { z } from 'zod/mini';
import { formAction, type FormSchema, type PageAction } from '../../shell/formAction.ts';
import type { RootStore } from '../../stores/RootStore.ts';
import type { Next } from '../../shell/next.ts';
import { proofingStoreOf } from './ProofingStore.ts';
import {
  DOB_FIELDS,
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
import { guardedAction, proofingGuardOf } from '../../shell/guardedAction.ts';

// The proofing forms posted without script (issue 23): each runs the page's schema and calls the
// store method the page's submit calls; the page's guard (Guarded.tsx) is checked first, as the
// page checks it when entered. routes.ts loads this module only on the server's path.

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
 * submit's GET, on the server: only the page's guard (no entered details → know-nhs-number,
 * already matched → p5-already-completed), which reads the journey and changes nothing. The
 * uplift itself runs in {@link submitAction}, a CSRF-checked post (issue 55 item 5, "Loaders
 * change nothing": a reload, a prefetch or a link from another site sends no uplift).
 * spec 001 §2 "submit", §6.
 * @param store - the request's stores
 */
export function submitArrival(store: RootStore): Promise<Next | undefined> {
  const to = proofingGuardOf('details', store);
  return Promise.resolve(to ? { kind: 'navigate', to } : undefined);
}

/**
 * submit's form: the spinner page posts it at once with script, and by its button without
 * (spec 001 §2 "a spinner page that triggers the uplift request"; issue 55 item 5). Behind the
 * page's guard, the uplift runs once and its outcome is the redirect (spec 001 §4 "Uplift
 * outcome"). The server holds every detail entered, with script or without (issue 44).
 */
export const submitAction = guardedAction(
  'details',
  // `attempt`: one visit of the page (pages/DetailsPages.tsx), read by no step.
  formAction({ schema: noFields, fields: ['attempt'], submit: (store) => proofingStoreOf(store).uplift() }),
);
