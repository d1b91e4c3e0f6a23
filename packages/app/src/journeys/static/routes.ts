import { errorTitles } from '@nhsl/content';
import { paths } from '../../paths.ts';
import { lazyPage, namedPage, type PageRoute } from '../../shell/pageRoute.ts';

const blocked = () => import('./pages/BlockedPages.tsx');

/** Error and session pages. spec 000 §2, spec 001 §2 "Session, error and blocked pages". */
export const staticRoutes: PageRoute[] = [
  {
    path: paths.error,
    meta: {
      id: 'error:error',
      get title() {
        return errorTitles.errorPages.error;
      },
    },
    load: lazyPage(() => import('./pages/ErrorPage.tsx')),
  },
  {
    path: paths.noClientInfo,
    meta: {
      id: 'error:no-client-info',
      get title() {
        return errorTitles.errorPages.noClientInfo;
      },
    },
    load: lazyPage(() => import('./pages/NoClientInfoPage.tsx')),
  },
  {
    path: paths.signInFinished,
    meta: {
      id: 'session:sign-in-finished',
      get title() {
        return errorTitles.errorPages.signInFinished;
      },
    },
    load: lazyPage(() => import('./pages/SignInFinishedPage.tsx')),
  },
  {
    path: paths.sessionTimeout,
    meta: {
      id: 'session:session-timeout',
      get title() {
        return errorTitles.errorPages.sessionTimeout;
      },
    },
    load: lazyPage(() => import('./pages/SessionTimeoutPage.tsx')),
    // A GET shows the page and changes nothing (issue 55 item 5): the session ends in this POST,
    // CSRF-checked (the timeout warning's), or in the step whose answer led here (server/render.tsx).
    action: (store, request) => import('./actions.ts').then((m) => m.endSessionAction(store, request)),
  },
  {
    path: paths.accountDisabled,
    meta: {
      id: 'blocked:account-disabled',
      get title() {
        return errorTitles.blockedPages.accountDisabled;
      },
    },
    load: namedPage(blocked, 'AccountDisabledPage'),
  },
  {
    path: paths.loginDisabledAuthcode,
    meta: {
      id: 'blocked:login-disabled-authcode',
      get title() {
        return errorTitles.blockedPages.accountDisabled;
      },
    },
    load: namedPage(blocked, 'AccountDisabledPage'),
  },
  {
    path: paths.errorAccount,
    meta: {
      id: 'blocked:error-account',
      get title() {
        return errorTitles.blockedPages.errorAccount;
      },
    },
    load: namedPage(blocked, 'ErrorAccountPage'),
  },
  {
    path: paths.loginDisabled,
    meta: {
      id: 'blocked:login-disabled',
      get title() {
        return errorTitles.blockedPages.loginDisabled;
      },
    },
    load: namedPage(blocked, 'LoginDisabledPage'),
  },
  {
    path: paths.loginProblemNhsNumber,
    meta: {
      id: 'blocked:login-problem-nhs-number',
      get title() {
        return errorTitles.blockedPages.loginProblemNhsNumber;
      },
    },
    load: namedPage(blocked, 'LoginProblemNhsNumberPage'),
  },
  {
    path: paths.failedEligibility,
    meta: {
      id: 'blocked:failed-eligibility',
      get title() {
        return errorTitles.blockedPages.failedEligibility;
      },
    },
    load: namedPage(blocked, 'FailedEligibilityPage'),
  },
  {
    path: paths.sessionInvalid,
    meta: {
      id: 'session:session-invalid',
      get title() {
        return errorTitles.blockedPages.sessionInvalid;
      },
    },
    load: namedPage(blocked, 'SessionInvalidPage'),
  },
  {
    path: paths.serviceBusy,
    meta: {
      id: 'session:service-busy',
      get title() {
        return errorTitles.errorPages.serviceBusy;
      },
    },
    load: namedPage(blocked, 'ServiceBusyPage'),
  },
];

/** The wildcard not-found route (CID0404); always last. spec 000 §2. */
export const notFoundRoute: PageRoute = {
  path: '*',
  meta: {
    id: 'error:not-found',
    get title() {
      return errorTitles.errorPages.notFound;
    },
  },
  load: lazyPage(() => import('../../shell/NotFoundPage.tsx')),
  // "We cannot find that page" is answered 404, so that nothing takes it for a page that exists.
  status: 404,
};
