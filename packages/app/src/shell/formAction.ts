import { data, redirect } from 'react-router-dom';
import { checkedNext, type Next } from './next.ts';
import type { RootStore } from '../stores/RootStore.ts';
import { CSRF_FIELD, INTENT_FIELD, REVISION_FIELD } from './formFields.ts';

export { CSRF_FIELD, INTENT_FIELD, REVISION_FIELD };
import {
  PASSKEY_RESULT_FIELDS,
  PASSKEY_RESULT_INTENT,
  readCeremonyResult,
  type PasskeyCeremonyRequest,
  type PasskeyCeremonyResult,
} from './passkeyCeremony.ts';

/** One form error: the field it belongs to and its error code (a key of the page's messages). */
export interface FormActionError {
  field: string;
  code: string;
}

/**
 * What a route action answers when the form cannot go on: the errors, and what the user typed
 * (passwords and codes left out), for the page to render again. `useJourneyForm` reads it.
 */
export interface FormActionData {
  errors: FormActionError[];
  values: Record<string, string | boolean>;
  /** A passkey ceremony for page script to run, its result posted back to the action (issue 44). */
  ceremony?: PasskeyCeremonyRequest;
  /** A status the page shows (e.g. a passkey creation cancelled: `cancelled`); the page knows its words. */
  status?: string;
}

/** A zod-like schema: what {@link formAction} needs of one (`safeParse` with issues whose message is an error code). */
export interface FormSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Options of {@link formAction}. */
export interface FormActionOptions<T> {
  /** The page's zod schema (the same one its react-hook-form resolver uses). */
  schema: FormSchema<T>;
  /** Every field the form may send (besides the CSRF token and the intent); any other field is ignored and logged. */
  fields: readonly string[];
  /** Tick boxes: sent when ticked (any value), absent when not; parsed as booleans. */
  checkboxes?: readonly string[];
  /** Fields never echoed back in the page (passwords, security codes). */
  secret?: readonly string[];
  /** The store method the page's submit calls; its Next decides the answer. */
  submit: (store: RootStore, values: T) => Promise<Next | undefined> | Next | undefined;
  /** Other forms of the page, by their intent (e.g. "resend"): no fields, one store method each. */
  intents?: Record<string, (store: RootStore) => Promise<Next | undefined> | Next | undefined>;
  /**
   * The result of a passkey ceremony page script ran (intent `passkey-result`, issue 44): its
   * fields (credential and transaction id, or the browser's error) are read by `readCeremonyResult`.
   */
  ceremony?: (store: RootStore, result: PasskeyCeremonyResult) => Promise<Next | undefined> | Next | undefined;
}

/**
 * Where a page that only sends a request on arrival (e.g. authcode) goes once the server has run
 * that step for it (no script needed): a redirect to its Next (checked by `checkedNext`, issue 24),
 * or the page itself on a form error.
 */
export function answerArrival(answered: Next | undefined, store: RootStore): Response | null {
  const next = checkedNext(answered, store);
  if (!next || next.kind === 'formError' || next.kind === 'ceremony' || next.kind === 'status') return null;
  if (next.kind === 'navigate' && next.notice) store.page.setNotice(next.notice);
  return redirect(next.kind === 'navigate' ? next.to : next.url);
}

/** The signature of a page route's action: the request's store and the posted request. */
export type PageAction = (store: RootStore, request: Request) => Promise<unknown>;

/**
 * Turns a store's {@link Next} into the action's answer: a 303 to the next page (POST/redirect/GET),
 * a 303 out of the app (where `checkedNext` allows, issue 24), or the page again with the form error.
 */
export function answerNext(
  answered: Next | undefined,
  values: Record<string, string | boolean>,
  here: string,
  store: RootStore,
): unknown {
  const next = checkedNext(answered, store);
  if (!next) return redirect(here, 303);
  // What the page the step leads to says first (issue 54): kept with the journey across the redirect.
  if (next.kind === 'navigate' && next.notice) store.page.setNotice(next.notice);
  // The same page again (e.g. "Send the security code again"): rendered in this answer, so what the
  // step set for it (the "sent a new code" banner) shows.
  if (next.kind === 'navigate' && next.to === here) return data<FormActionData>({ errors: [], values: {} });
  if (next.kind === 'navigate') return redirect(next.to, 303);
  if (next.kind === 'redirect') return redirect(next.url, 303);
  // A ceremony for page script to run, or a status to show: this page again, with it (issue 44).
  if (next.kind === 'ceremony') return data<FormActionData>({ errors: [], values, ceremony: next.ceremony });
  if (next.kind === 'status') return data<FormActionData>({ errors: [], values, status: next.status });
  if (next.code === 'BUSY') return redirect(here, 303);
  return data<FormActionData>({ errors: [{ field: next.field, code: next.code }], values }, { status: 422 });
}

/**
 * Logs each field of a post that its form does not have (once per name), which the action then
 * ignores. The log module is loaded only then (it stays out of the shell's start-up files).
 */
async function ignoreUnknown(form: URLSearchParams, known: ReadonlySet<string>): Promise<void> {
  const unknown = [...new Set(form.keys())].filter((key) => !known.has(key));
  if (!unknown.length) return;
  const { logUnknownField } = await import('../observability/log.ts');
  for (const key of unknown) void logUnknownField(key);
}

/**
 * A page's form action, run by the server for a post (with script off, or before hydration) with the
 * same schema and store method as the page's submit: the body is parsed with the schema; an
 * invalid form answers 422 with its errors (first per field, in field order) and the values typed
 * (secrets left out); a valid one calls `submit` and answers its Next (see {@link answerNext}).
 * A field the form does not have is ignored, its name logged and never its value (issue 45: a
 * browser extension can add one); an unknown intent is refused with 400 (the route's error page).
 * issue 23.
 */
export function formAction<T>({
  schema,
  fields,
  checkboxes = [],
  secret = [],
  submit,
  intents = {},
  ceremony,
}: FormActionOptions<T>): PageAction {
  return async (store, request) => {
    const form = new URLSearchParams(await request.text());
    const here = new URL(request.url).pathname;
    const intent = form.get(INTENT_FIELD);
    if (intent === PASSKEY_RESULT_INTENT && ceremony) {
      const known = new Set<string>([
        CSRF_FIELD,
        INTENT_FIELD,
        REVISION_FIELD,
        ...Object.values(PASSKEY_RESULT_FIELDS),
      ]);
      await ignoreUnknown(form, known);
      return answerNext(await ceremony(store, readCeremonyResult(form)), {}, here, store);
    }
    await ignoreUnknown(form, new Set([CSRF_FIELD, INTENT_FIELD, REVISION_FIELD, ...(intent ? [] : fields)]));
    if (intent) {
      const run = intents[intent];
      if (!run) throw data('Unknown action', { status: 400 });
      return answerNext(await run(store), {}, here, store);
    }
    const input: Record<string, string | boolean> = {};
    for (const f of fields) input[f] = checkboxes.includes(f) ? form.has(f) : (form.get(f) ?? '');
    const kept = Object.fromEntries(Object.entries(input).filter(([f]) => !secret.includes(f)));
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const errors: FormActionError[] = [];
      for (const f of fields) {
        const issue = parsed.error.issues.find((i) => i.path[0] === f);
        if (issue) errors.push({ field: f, code: issue.message });
      }
      return data<FormActionData>({ errors, values: kept }, { status: 422 });
    }
    return answerNext(await submit(store, parsed.data), kept, here, store);
  };
}
