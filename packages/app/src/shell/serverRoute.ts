import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '../api/ApiError.ts';
import { logCallFailure } from '../observability/log.ts';
import { paths } from '../paths.ts';
import { deviceCanMakePasskey } from './passkeyOffer.ts';
import { takePageData, type ServerPageData } from '../server/pageData.ts';
import type { RootStore } from '../stores/RootStore.ts';

/**
 * The header that asks the app's server for a route's data instead of its page (issue 44; the
 * server's `DATA_REQUEST_HEADER`, server/render.mjs). A header no other site can send without
 * the browser's permission, so it is also a second guard beside the form's CSRF token.
 */
export const DATA_REQUEST_HEADER = 'X-NHSL-Data';

/**
 * The header that tells the app's server what this browser can do with passkeys, only the browser
 * can know: `use` (WebAuthn: the sign-in steps the server runs offer passkey login only then, spec
 * 000 §4 "Passkey login" availability) and `make` (a platform authenticator: the passkey offer
 * after sign-in, issue 27), space-separated.
 */
export const PASSKEYS_HEADER = 'X-NHSL-Passkeys';

/** What this browser can do with passkeys, asked once (see {@link PASSKEYS_HEADER}). */
let passkeyAbilities: Promise<string> | undefined;
function abilitiesOf(store: RootStore): Promise<string> {
  passkeyAbilities ??= Promise.all([store.passkey.checkSupport(), deviceCanMakePasskey()]).then(([use, make]) =>
    [use ? 'use' : '', use && make ? 'make' : ''].filter(Boolean).join(' '),
  );
  return passkeyAbilities;
}

/** What the app's server answers a data request: where the journey is now, and that page's data. */
export interface DataAnswer {
  /** The page the step led to (a path of the app), or an address out of it (the client); none: this page. */
  location?: string;
  /** The data of the page at `location` (or of this page), when it is a page of the app. */
  data?: ServerPageData;
}

/**
 * Page data the server sent with a step's answer, for the page the step led to: that page's
 * loader takes it instead of asking again. Keyed by path and query; one entry at a time.
 */
const held = new Map<string, ServerPageData>();

/** The path and query of an absolute or app-relative address. */
function pathOf(url: string): string {
  const u = new URL(url, window.location.href);
  return u.pathname + u.search;
}

/**
 * Takes into the stores the page data a step's answer brought for this address, if any: the
 * loader of a route the server does not own calls it (its guard then reads the journey as the
 * step left it; issue 44).
 * @param store - the browser's root store
 * @param url - the loader's request URL
 */
export function takeHeldPageData(store: RootStore, url: string): void {
  const here = pathOf(url);
  const page = held.get(here);
  held.delete(here);
  if (page) takePageData(store, page);
}

/**
 * Sends a request to the app's server for a route's data or to its action, and reads the answer.
 * A failure (no answer, or an answer that is not the server's data) is logged and becomes the
 * spec's page: service-busy after 429 or 503 (spec 001 §2), else error.
 * @throws the fetch's abort, when the router cancelled the navigation
 */
async function ask(store: RootStore, url: string, init: RequestInit): Promise<DataAnswer | Response> {
  let res: globalThis.Response;
  try {
    const passkeys = await abilitiesOf(store);
    res = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: {
        ...init.headers,
        Accept: 'application/json',
        [DATA_REQUEST_HEADER]: '1',
        ...(passkeys ? { [PASSKEYS_HEADER]: passkeys } : {}),
      },
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    void logCallFailure('journey:step', new ApiError('network', 0, '', 'No answer from the app server'));
    return redirect(paths.error);
  }
  const type = res.headers.get('Content-Type') ?? '';
  let answer: DataAnswer | undefined;
  if (type.includes('application/json')) answer = (await res.json().catch(() => undefined)) as DataAnswer | undefined;
  if (answer && (answer.location !== undefined || answer.data !== undefined)) return answer;
  const busy = res.status === 429 || res.status === 503;
  void logCallFailure(
    'journey:step',
    new ApiError('http', res.status, '', busy ? 'Service busy' : 'Unreadable answer'),
  );
  return redirect(busy ? paths.serviceBusy : paths.error);
}

/**
 * Follows the server's answer: out of the app (the client's redirect_uri, the back end's own
 * pages) by a document navigation; to a page of the app by the router, with that page's data
 * taken and held for its loader; without a location (this page again, e.g. with a form's
 * errors) by taking its data into the stores.
 * @returns the route's value (loader or action data), a redirect, or a promise that never settles
 *   while the browser leaves the app
 * @param here - an action's page (path and query): an answer that leads back to it is taken at once
 */
function follow(
  store: RootStore,
  answer: DataAnswer | Response,
  pick: (page: ServerPageData) => unknown,
  here?: string,
): unknown {
  if (answer instanceof Response) return answer;
  const { location, data: page } = answer;
  if (location !== undefined && !location.startsWith('/')) {
    window.location.assign(location);
    return new Promise(() => undefined);
  }
  // A step that led somewhere, even back to this page (a restart that ends where it began), is a
  // new page, as the redirect of a post gives it without script.
  if (location !== undefined) {
    held.clear();
    // Held for the next page's loader, which takes it into the stores: the page being left keeps
    // the state it was rendered with until it goes (its own effects must not see the next one's).
    if (page?.hydrate) {
      // Back to this very page (a restart that ends where it began): the router does not ask
      // this route's loader again after its own action, so the stores take the data now. An
      // action of another page that leads to its own (the timeout warning's post to
      // session-timeout, issue 55 item 5) is a new page, whose loader takes it as any other.
      if (pathOf(location) === here && pathOf(window.location.href) === here) takePageData(store, page);
      else held.set(pathOf(location), page);
    }
    return redirect(location);
  }
  if (!page) return null;
  if (!page.hydrate) throw data('The server refused the request', { status: 400 });
  takePageData(store, page);
  return pick(page) ?? null;
}

/**
 * The browser's loader and action of a route whose steps the app's server runs (issue 44): the
 * loader asks the server for the page's data (its guard and arrival step run there) unless the
 * step that led here brought it; the action sends the form as posted to the same action the form
 * posts to without script. Both answers feed the browser's stores (view state only).
 * @param store - the browser's root store
 * @param routeId - the route's id (its path): the key of its loader and action data
 */
export function serverRoute(store: RootStore, routeId: string) {
  return {
    loader: async ({ request }: LoaderFunctionArgs) => {
      const here = pathOf(request.url);
      const brought = held.get(here);
      held.delete(here);
      const answer = brought ? { data: brought } : await ask(store, request.url, { signal: request.signal });
      return follow(store, answer, (page) => page.loaderData?.[routeId]);
    },
    action: async ({ request }: ActionFunctionArgs) => {
      const here = pathOf(request.url);
      const answer = await ask(store, request.url, {
        method: 'POST',
        body: await request.text(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        signal: request.signal,
      });
      const value = follow(store, answer, (page) => page.actionData?.[routeId], here);
      // A form's errors keep the router from loading the page's data again (React Router does not
      // revalidate after a 4xx answer); the answer already brought it.
      const errors = (value as { errors?: unknown[] } | null)?.errors;
      return Array.isArray(errors) && errors.length ? data(value, { status: 422 }) : value;
    },
    /** A step's answer brings the page's data: the router need not ask again after an action. */
    shouldRevalidate: ({
      formMethod,
      defaultShouldRevalidate,
    }: {
      formMethod?: string;
      defaultShouldRevalidate: boolean;
    }) => (formMethod ? false : defaultShouldRevalidate),
  };
}
