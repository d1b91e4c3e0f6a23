import { registrationTitles as t } from '@nhsl/content';
import { paths } from '../../paths.ts';
import { namedPage, type PageRoute } from '../../shell/pageRoute.ts';

const pages = () => import('./pages/RegistrationPages.tsx');
/** The forms' actions, loaded only when a form is posted without script (issue 23). */
const actions = () => import('./actions.ts');

/**
 * Registration routes (issue 15): path, tracking id, title, lazy page (one chunk for the
 * journey, loaded when it is first needed), guard. Every step needs the live session: the back
 * end keeps the registration in it. spec 000 §2 "register (create-account, create-password,
 * check-email, enter-mobile)".
 */
export const registrationRoutes: PageRoute[] = [
  {
    path: paths.registerCreateAccount,
    meta: {
      id: 'register:create-account-steps',
      get title() {
        return t.createAccountSteps;
      },
    },
    load: namedPage(pages, 'CreateAccountStepsPage'),
  },
  {
    path: paths.registerEmail,
    meta: {
      id: 'register:create-account',
      get title() {
        return t.createAccount;
      },
    },
    load: namedPage(pages, 'RegisterEmailPage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.registerEmailAction(store, request)),
  },
  {
    path: paths.registerTermsOfUse,
    meta: {
      id: 'register:terms-of-use',
      get title() {
        return t.termsOfUse;
      },
    },
    load: namedPage(pages, 'RegisterTermsOfUsePage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.registerTermsOfUseAction(store, request)),
  },
  {
    path: paths.registerCheckEmail,
    meta: {
      id: 'register:check-email',
      get title() {
        return t.checkEmail;
      },
    },
    load: namedPage(pages, 'RegisterCheckEmailPage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.registerCheckEmailAction(store, request)),
  },
  {
    path: paths.registerCreatePassword,
    meta: {
      id: 'register:create-password',
      get title() {
        return t.createPassword;
      },
    },
    load: namedPage(pages, 'RegisterCreatePasswordPage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.registerCreatePasswordAction(store, request)),
  },
  {
    path: paths.registerEnterMobile,
    meta: {
      id: 'register:enter-mobile',
      get title() {
        return t.enterMobile;
      },
    },
    load: namedPage(pages, 'RegisterEnterMobilePage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.registerEnterMobileAction(store, request)),
  },
  {
    path: paths.registerEnterMobileCode,
    meta: {
      id: 'register:enter-mobile-code',
      get title() {
        return t.enterMobileCode;
      },
    },
    load: namedPage(pages, 'RegisterEnterMobileCodePage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.registerEnterMobileCodeAction(store, request)),
  },
];
