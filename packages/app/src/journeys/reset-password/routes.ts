import { errorTitles, resetTitles } from '@nhsl/content';
import { paths, resetPaths } from '../../paths.ts';
import { lazyPage, namedPage, type PageRoute } from '../../shell/pageRoute.ts';
import { backTo } from '../../shell/backLink.ts';

const outcomes = () => import('./pages/ResetOutcomePages.tsx');
const checkEmail = lazyPage(() => import('./pages/CheckEmailPage.tsx'));
/** The forms' actions (issue 23) and link-expired's server data, loaded only on the server or when a form is sent. */
const actions = () => import('./actions.ts');

/**
 * The email-and-password login and the forgotten-password reset: path, tracking id, title, lazy
 * page, guard. login needs a live session (it calls login); forgotten-password and the pages
 * of the emailed link do not (the link may open in another browser, and asking for a new link
 * from an expired one must work there too; docs/decisions/0023-password-reset.md). The reset
 * index shows not found. spec 000 §2 "login", "forgotten-password", "check-email (reset)"; spec 001 §2
 * "Forgotten-password reset".
 */
export const resetPasswordRoutes: PageRoute[] = [
  {
    path: paths.login,
    meta: {
      id: 'sign-in:login',
      get title() {
        return resetTitles.login;
      },
    },
    load: lazyPage(() => import('./pages/LoginPage.tsx')),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.loginAction(store, request)),
  },
  {
    path: resetPaths.forgottenPassword,
    meta: {
      id: 'reset:forgotten-password',
      get title() {
        return resetTitles.forgottenPassword;
      },
      backLink: backTo(paths.logInPassword),
    },
    load: lazyPage(() => import('./pages/ForgottenPasswordPage.tsx')),
    action: (store, request) => actions().then((m) => m.forgottenPasswordAction(store, request)),
  },
  {
    path: resetPaths.checkEmail,
    meta: {
      id: 'reset:check-email',
      get title() {
        return resetTitles.resetCheckEmail;
      },
    },
    load: checkEmail,
  },
  {
    path: resetPaths.resetCheckEmail,
    meta: {
      id: 'reset:reset-check-email',
      get title() {
        return resetTitles.resetCheckEmail;
      },
    },
    load: checkEmail,
  },
  {
    path: resetPaths.resetPassword,
    meta: {
      id: 'reset:reset-password',
      get title() {
        return resetTitles.resetPassword;
      },
    },
    load: lazyPage(() => import('./pages/ResetPasswordPage.tsx')),
    action: (store, request) => actions().then((m) => m.resetPasswordAction(store, request)),
    arrival: (store, request) => actions().then((m) => m.resetLinkArrival(store, request)),
  },
  {
    path: resetPaths.index,
    meta: {
      id: 'reset:index',
      get title() {
        return errorTitles.errorPages.notFound;
      },
    },
    load: lazyPage(() => import('../../shell/NotFoundPage.tsx')),
  },
  {
    path: resetPaths.success,
    meta: {
      id: 'reset:success',
      get title() {
        return resetTitles.resetOutcomes.success;
      },
    },
    load: namedPage(outcomes, 'ResetSuccessPage'),
  },
  {
    path: resetPaths.linkNotWorking,
    meta: {
      id: 'reset:link-not-working',
      get title() {
        return resetTitles.resetOutcomes.linkNotWorking;
      },
    },
    load: namedPage(outcomes, 'LinkNotWorkingPage'),
  },
  {
    path: resetPaths.linkExpired,
    meta: {
      id: 'reset:link-expired',
      get title() {
        return resetTitles.resetOutcomes.linkExpired;
      },
    },
    load: namedPage(outcomes, 'LinkExpiredPage'),
    serverData: (store) => actions().then((m) => m.linkExpiredData(store)),
  },
  {
    path: resetPaths.linkUsed,
    meta: {
      id: 'reset:link-used',
      get title() {
        return resetTitles.resetOutcomes.linkUsed;
      },
    },
    load: namedPage(outcomes, 'LinkUsedPage'),
  },
  {
    path: resetPaths.attemptsExceeded,
    meta: {
      id: 'reset:attempts-exceeded',
      get title() {
        return resetTitles.resetOutcomes.attemptsExceeded;
      },
    },
    load: namedPage(outcomes, 'ResetAttemptsExceededPage'),
  },
];
