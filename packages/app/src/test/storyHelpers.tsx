import { isValidElement, type ReactNode } from 'react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';
import { LinkProvider, PageLayout } from '@nhsl/ui';
import { pageRoutes } from '../routes.tsx';
import { accountPaths } from '../journeys/account/paths.ts';
import * as accountPages from '../journeys/account/pages/AccountPages.tsx';
import { ConfirmAccountReplacementPage } from '../journeys/duplicate-account/pages/DuplicatePages.tsx';
import PasskeyEnterEmailPage from '../journeys/passkey/pages/PasskeyEnterEmailPage.tsx';
import { PrivacyPage, TermsAndConditionsPage } from '../journeys/policy/pages/PolicyPages.tsx';
import { CheckYourDetailsPage } from '../journeys/proofing/pages/DetailsPages.tsx';
import {
  EnterDobPage,
  EnterNamePage,
  EnterPostcodePage,
  KnowNhsNumberPage,
} from '../journeys/proofing/pages/EntryPages.tsx';
import { ChangeLandlinePage, ChangeMobilePage } from '../journeys/recovery/pages/RecoveryPages.tsx';
import ForgottenPasswordPage from '../journeys/reset-password/pages/ForgottenPasswordPage.tsx';
import LogInPasswordPage from '../journeys/sign-in/pages/LogInPasswordPage.tsx';
import { duplicatePaths, paths, policyPaths, proofingPaths, recoveryPaths, resetPaths } from '../paths.ts';
import { backLinkOf } from '../shell/backLink.ts';
import { PageBackLink } from '../shell/PageBackLink.tsx';
import { ApiError } from '../api/ApiError.ts';
import type { IdentityApi } from '../api/IdentityApi.ts';
import type { RegistrationApi } from '../journeys/register/RegistrationApi.ts';
import type { RecoveryApi } from '../journeys/recovery/RecoveryApi.ts';
import { stubApi } from './stubApi.ts';
import { memoryCookieJar } from '../lib/cookieJar.ts';
import { RouterLink } from '../shell/RouterLink.tsx';
import type { FormActionData } from '../shell/formAction.ts';
import { nullStorage } from '../stores/persistence.ts';
import { RootStore, type RootStoreOptions } from '../stores/RootStore.ts';
import { StoreProvider } from '../stores/StoreContext.tsx';

/** A promise that never settles: shows a page's loading or busy state. */
export const pending = <T,>(): Promise<T> => new Promise<T>(() => undefined);

/** A rejected call as the server would answer it. */
export const serverError = (message: string, status = 400, errorCode = '') =>
  Promise.reject(new ApiError('http', status, errorCode, message));

/** Options of {@link withApp}. */
export interface AppStoryOptions {
  /** The stub back end (registration calls included). */
  api?: Partial<IdentityApi & RegistrationApi & RecoveryApi>;
  /** Sets store state before the page renders. */
  setup?: (store: RootStore) => void;
  /** The path the page is shown at. */
  path?: string;
  /** Initial cookies. */
  cookies?: Record<string, string>;
  /** Minimum delay in ms of the timed steps (default 0; a spinner story passes a very long one). */
  minimumDelayMs?: number;
  /** Passkey feature flag, browser support check and prompt (default: the build's flag and this browser's). */
  passkey?: RootStoreOptions['passkey'];
  /**
   * What the page's route action answered a post (its errors and values): the page as the server
   * renders it after a form sent without script failed, errors showing with no play function
   * (the Welsh stories, whose text a play written in English cannot drive).
   */
  answered?: FormActionData;
  /**
   * A navigation to this path under way and never finished (its loader waits): the page as it
   * is while the server answers a link to the next page (issue 54: proofing's Submit shows busy).
   */
  navigatingTo?: string;
}

/** A store with a live session for the demo client. */
export function storyStore({ api, setup, cookies, minimumDelayMs = 0, passkey }: AppStoryOptions = {}): RootStore {
  const store = new RootStore({
    api: stubApi(api),
    storage: nullStorage,
    cookies: memoryCookieJar(cookies),
    minimumDelayMs,
    passkey,
  });
  store.session.setSession('story-session', {
    client_id: 'demo-client',
    redirect_uri: 'http://localhost:4001/callback',
    state: 'state-123',
  });
  setup?.(store);
  return store;
}

/**
 * The route each page with a back link is shown at, so that a story of the page (at any path)
 * draws the back link its route declares, above the page as the shell does (issue 28 item 7).
 */
const routeOfPage = new Map<unknown, string>([
  [PasskeyEnterEmailPage, paths.passkeyEnterEmail],
  [LogInPasswordPage, paths.logInPassword],
  [ForgottenPasswordPage, resetPaths.forgottenPassword],
  [ChangeMobilePage, recoveryPaths.changeMobile],
  [ChangeLandlinePage, recoveryPaths.changeLandline],
  [ConfirmAccountReplacementPage, duplicatePaths.confirmAccountReplacement],
  [KnowNhsNumberPage, proofingPaths.knowNhsNumber],
  [EnterNamePage, proofingPaths.enterName],
  [EnterDobPage, proofingPaths.enterDob],
  [EnterPostcodePage, proofingPaths.enterPostcode],
  [CheckYourDetailsPage, proofingPaths.checkYourDetails],
  [TermsAndConditionsPage, policyPaths.termsAndConditions],
  [PrivacyPage, policyPaths.privacy],
  [accountPages.ConfirmPasswordPage, accountPaths.confirmPassword],
  [accountPages.ChangePasswordPage, accountPaths.changePassword],
  [accountPages.ChangeEmailPage, accountPaths.changeEmail],
  [accountPages.CheckEmailCodePage, accountPaths.checkEmail],
  [accountPages.ChangeMobilePage, accountPaths.changeMobile],
  [accountPages.ChangeLandlinePage, accountPaths.changeLandline],
  [accountPages.CheckNumberCodePage, accountPaths.checkNumberCode],
  [accountPages.RemoveLandlinePage, accountPaths.removeLandline],
  [accountPages.RemovePasskeyPage, accountPaths.removePasskey],
  [accountPages.StopSharingPage, accountPaths.stopSharing],
  [accountPages.AddPasskeyPage, accountPaths.addPasskey],
]);

/** The route table's routes, as plain route objects to match an address against. */
const routeTable = pageRoutes.map((r) => ({ path: r.path, handle: r.meta }));

/**
 * The page's route meta for a story: the route the page is shown at ({@link routeOfPage}), with
 * the story's query (check-your-details' `?noMatch=true`), else the route matching the story's path.
 */
function storyRoute(path: string, page: unknown) {
  const url = new URL(path, 'http://story');
  const route = routeOfPage.get(page) ?? url.pathname;
  return { matches: matchRoutes(routeTable, route) ?? [], location: { search: url.search } };
}

/** The id of the story's one route, under which {@link AppStoryOptions.answered} is the action's answer. */
const STORY_ROUTE_ID = 'story-page';

function Frame({
  store,
  path,
  page,
  answered,
  navigatingTo,
  children,
}: {
  store: RootStore;
  path: string;
  page: unknown;
  answered?: FormActionData;
  navigatingTo?: string;
  children: ReactNode;
}) {
  // The page state's back link, as the app's router sets it (shell/backLink.ts), from the page's route.
  store.page.setBackLink(backLinkOf(storyRoute(path, page)));
  const router = createMemoryRouter(
    [
      // The next page's route, whose answer never comes (AppStoryOptions.navigatingTo).
      ...(navigatingTo ? [{ path: navigatingTo, loader: () => pending<null>(), element: null }] : []),
      {
        id: STORY_ROUTE_ID,
        path: '*',
        element: (
          <PageLayout>
            <PageBackLink />
            {children}
          </PageLayout>
        ),
      },
    ],
    {
      initialEntries: [path],
      hydrationData: answered ? { actionData: { [STORY_ROUTE_ID]: answered } } : undefined,
    },
  );
  if (navigatingTo) void router.navigate(navigatingTo);
  return (
    <StoreProvider store={store}>
      <LinkProvider component={RouterLink}>
        <RouterProvider router={router} />
      </LinkProvider>
    </StoreProvider>
  );
}

/**
 * Storybook decorator: renders a page inside the main layout with a store (stub back end) and
 * a memory router, as the app would, with the back link the page's route declares drawn above
 * it from the page state, as the shell draws it (issue 28 item 7).
 * @param options - stub calls, store setup, path
 */
export function withApp(options: AppStoryOptions = {}): Decorator {
  return (Story, context) => {
    // The page the story renders (its element's type), to find the route whose back link it shows.
    const element: unknown = context.originalStoryFn(context.args, context);
    return (
      <Frame
        store={storyStore(options)}
        path={options.path ?? '/'}
        page={isValidElement(element) ? element.type : undefined}
        answered={options.answered}
        navigatingTo={options.navigatingTo}
      >
        <Story />
      </Frame>
    );
  };
}
