import { useCallback, useContext, type BaseSyntheticEvent } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, UNSAFE_RouteContext } from 'react-router-dom';
import type { RouteMeta } from './routeMeta.ts';
import { CSRF_FIELD, INTENT_FIELD, REVISION_FIELD } from './formFields.ts';
import { useStores } from '../stores/StoreContext.tsx';

/** What {@link useServerSubmit} gives a page's form. */
export interface ServerSubmit {
  /** The app's server runs this page's steps (issue 44): a submit goes to its action, not to a store. */
  owned: boolean;
  /** A step is on its way to the server, or its next page is loading (the button shows busy). */
  submitting: boolean;
  /**
   * Sends the form, as posted without script, to the page's action through the router (a fetch
   * with the data header; shell/serverRoute.ts). Nothing is sent while a step is under way.
   * @param form - the submitted form element (its fields, CSRF token and intent)
   */
  submit: (form: HTMLFormElement) => void;
  /**
   * What a page's valid submit does: where the server owns the page, sends the submitted form to
   * its action; elsewhere runs `otherwise` (the page's store step).
   * @param event - the submit event (react-hook-form's `handleSubmit` passes it on)
   * @param otherwise - the store step
   */
  submitOr: (event: BaseSyntheticEvent | undefined, otherwise: () => unknown) => unknown;
  /**
   * Sends one of the page's other forms that has no element of its own (a link that asks the
   * server to act, e.g. terms-update's "I do not agree"; a passkey ceremony's result) to the
   * page's action, by its intent.
   * @param intent - the action's intent (`_action`)
   * @param fields - the form's other fields (e.g. the ceremony's credential)
   */
  sendIntent: (intent: string, fields?: Record<string, string>) => void;
  /**
   * Sends the page's main form when it has no field (its CSRF token and revision only) to the
   * page's action, as its button does without script: a page that posts at once when script runs
   * (proofing's submit, spec 001 §2 "a spinner page that triggers the uplift request"; issue 55
   * item 5). With `replace`, the page the action leads to takes this page's history entry, so Back
   * does not come here to post again.
   * @param options - `replace`: the next page replaces this one in the history; `fields`: the
   *   form's hidden fields
   */
  sendPage: (options?: { replace?: boolean; fields?: Record<string, string> }) => void;
}

/**
 * How a page's form submits (issue 44, "one journey, held by the server"): where the page's route
 * is one the server owns (`RouteMeta.server`, set in routes.tsx), a valid submit goes to the same
 * action the form posts to without script, through React Router's data APIs, and its answer
 * (errors, or the next page with its data) comes back through the router. Elsewhere (stories,
 * unit tests, routes not yet moved) `owned` is false and the page calls its store as before.
 * Read from the router's contexts directly, so it works outside a data router too.
 */
export function useServerSubmit(): ServerSubmit {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const state = useContext(UNSAFE_DataRouterStateContext);
  const { matches } = useContext(UNSAFE_RouteContext);
  const meta = matches[matches.length - 1]?.route.handle as RouteMeta | undefined;
  const owned = Boolean(router && meta?.server);
  const submitting = owned && state?.navigation.state !== undefined && state.navigation.state !== 'idle';
  /** Posts form data to a page's action through the router, unless a step is under way. */
  const post = useCallback(
    (to: string, formData: FormData, replace?: boolean) => {
      if (!router || router.state.navigation.state !== 'idle') return;
      router
        .navigate(to, {
          formMethod: 'post',
          formEncType: 'application/x-www-form-urlencoded',
          formData,
          ...(replace ? { replace } : {}),
        })
        .catch(() => undefined);
    },
    [router],
  );
  const submit = useCallback(
    (form: HTMLFormElement) => {
      const action = new URL(form.action, window.location.href);
      post(action.pathname + action.search, new FormData(form));
    },
    [post],
  );
  const submitOr = useCallback(
    (event: BaseSyntheticEvent | undefined, otherwise: () => unknown) => {
      const form = event?.target as unknown;
      if (owned && form instanceof HTMLFormElement) return submit(form);
      return otherwise();
    },
    [owned, submit],
  );
  const store = useStores();
  /** The page's CSRF token and revision, as every form of it carries them. */
  const pageForm = useCallback(() => {
    const formData = new FormData();
    formData.set(CSRF_FIELD, store.page.csrfToken);
    formData.set(REVISION_FIELD, String(store.page.revision));
    return formData;
  }, [store]);
  const sendIntent = useCallback(
    (intent: string, fields: Record<string, string> = {}) => {
      const formData = pageForm();
      formData.set(INTENT_FIELD, intent);
      for (const [name, value] of Object.entries(fields)) formData.set(name, value);
      post(window.location.pathname + window.location.search, formData);
    },
    [post, pageForm],
  );
  const sendPage = useCallback(
    ({ replace, fields = {} }: { replace?: boolean; fields?: Record<string, string> } = {}) => {
      const formData = pageForm();
      for (const [name, value] of Object.entries(fields)) formData.set(name, value);
      post(window.location.pathname + window.location.search, formData, replace);
    },
    [post, pageForm],
  );
  return { owned, submitting, submit, submitOr, sendIntent, sendPage };
}
