import { passkeyTitles } from '@nhsl/content';
import { paths } from '../../paths.ts';
import { lazyPage, namedPage, type PageRoute } from '../../shell/pageRoute.ts';
import { backTo } from '../../shell/backLink.ts';

const choicePages = () => import('./pages/PasskeyChoicePages.tsx');
const messagePages = () => import('./pages/PasskeyMessagePages.tsx');
/** The forms' actions, loaded only when a form is posted (issue 44). */
const actions = () => import('./actions.ts');

/** Passkey sign-in routes: path, tracking id, title, lazy page, guard. spec 000 §2 "Sign-in screens". */
export const passkeyRoutes: PageRoute[] = [
  {
    path: paths.passkeyEnterEmail,
    meta: {
      id: 'passkey:enter-email',
      get title() {
        return passkeyTitles.passkey.enterEmail;
      },
      backLink: backTo(paths.login),
    },
    load: lazyPage(() => import('./pages/PasskeyEnterEmailPage.tsx')),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.passkeyEnterEmailAction(store, request)),
  },
  {
    path: paths.passkeyEnterEmailLoginFailed,
    meta: {
      id: 'passkey:enter-email-login-failed',
      get title() {
        return passkeyTitles.passkey.enterEmailLoginFailed;
      },
    },
    load: namedPage(choicePages, 'PasskeyEnterEmailLoginFailedPage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.passkeyEnterEmailLoginFailedAction(store, request)),
  },
  {
    path: paths.passkeyLoginFailed,
    meta: {
      id: 'passkey:login-failed',
      get title() {
        return passkeyTitles.passkey.loginFailed;
      },
    },
    load: namedPage(choicePages, 'PasskeyLoginFailedPage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.passkeyLoginFailedAction(store, request)),
  },
  {
    path: paths.passkeyLoginAttemptsExceeded,
    meta: {
      id: 'passkey:login-attempts-exceeded',
      get title() {
        return passkeyTitles.passkey.attemptsExceeded;
      },
    },
    load: namedPage(messagePages, 'PasskeyAttemptsExceededPage'),
  },
  {
    path: paths.passkeyLoginBlocked,
    meta: {
      id: 'passkey:login-blocked',
      get title() {
        return passkeyTitles.passkey.blocked;
      },
    },
    load: namedPage(messagePages, 'PasskeyBlockedPage'),
  },
];
