import { secondFactorTitles, signInTitles } from '@nhsl/content';
import { paths } from '../../paths.ts';
import { lazyPage, namedPage, type PageRoute } from '../../shell/pageRoute.ts';
import { backTo } from '../../shell/backLink.ts';

const problems = () => import('./pages/ProblemPages.tsx');
const secondFactorPages = () => import('./pages/SecondFactorPages.tsx');
const restartPages = () => import('./pages/SessionRestartPages.tsx');
/** The forms' actions, loaded only when a form is posted without script (issue 23). */
const actions = () => import('./actions.ts');

/** Sign-in routes: path, tracking id, title, lazy page, guard. spec 000 §2 "Sign-in screens". */
export const signInRoutes: PageRoute[] = [
  {
    path: paths.enterEmail,
    meta: {
      id: 'sign-in:enter-email',
      get title() {
        return signInTitles.enterEmail;
      },
    },
    load: lazyPage(() => import('./pages/EnterEmailPage.tsx')),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.enterEmailAction(store, request)),
  },
  {
    path: paths.logInPassword,
    meta: {
      id: 'sign-in:log-in-password',
      get title() {
        return signInTitles.logInPassword;
      },
      backLink: backTo(paths.enterEmail),
    },
    load: lazyPage(() => import('./pages/LogInPasswordPage.tsx')),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.logInPasswordAction(store, request)),
  },
  {
    path: paths.enterMobileCode,
    meta: {
      id: 'sign-in:enter-mobile-code',
      get title() {
        return signInTitles.enterMobileCode;
      },
    },
    load: lazyPage(() => import('./pages/EnterMobileCodePage.tsx')),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.enterMobileCodeAction(store, request)),
  },
  {
    path: paths.authcode,
    meta: {
      id: 'sign-in:authcode',
      get title() {
        return signInTitles.authcode;
      },
    },
    load: lazyPage(() => import('./pages/AuthcodePage.tsx')),
    guard: 'session',
    // Run by the post that led here, or by the page's own post (issue 55 item 5); a GET runs nothing.
    step: (store) => store.signIn.runAuthcode(),
    action: (store, request) => actions().then((m) => m.authcodeAction(store, request)),
  },
  {
    path: paths.mobileCodeExpired,
    meta: {
      id: 'sign-in:mobile-code-expired',
      get title() {
        return signInTitles.signInProblems.mobileCodeExpired;
      },
    },
    load: lazyPage(() => import('./pages/MobileCodeExpiredPage.tsx')),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.mobileCodeExpiredAction(store, request)),
  },
  {
    path: paths.otpAttemptsExceeded,
    meta: {
      id: 'sign-in:otp-attempts-exceeded',
      get title() {
        return signInTitles.signInProblems.otpAttemptsExceeded;
      },
    },
    load: namedPage(problems, 'OtpAttemptsExceededPage'),
  },
  {
    path: paths.otpRequestsExceeded,
    meta: {
      id: 'sign-in:otp-requests-exceeded',
      get title() {
        return signInTitles.signInProblems.otpRequestsExceeded;
      },
    },
    load: namedPage(problems, 'OtpRequestsExceededPage'),
  },
  {
    path: paths.passwordAttemptsExceeded,
    meta: {
      id: 'sign-in:password-attempts-exceeded',
      get title() {
        return signInTitles.signInProblems.passwordAttemptsExceeded;
      },
    },
    load: namedPage(problems, 'PasswordAttemptsExceededPage'),
  },
  {
    path: paths.notRegistered,
    meta: {
      id: 'sign-in:not-registered',
      get title() {
        return signInTitles.signInProblems.notRegistered;
      },
    },
    load: namedPage(problems, 'NotRegisteredPage'),
  },
  {
    path: paths.restoreMessage,
    meta: {
      id: 'sign-in:restore-message',
      get title() {
        return signInTitles.signInProblems.restoreMessage;
      },
    },
    load: namedPage(problems, 'RestoreMessagePage'),
  },
  // ---- second factor and session restart (signin-2fa) ----
  {
    path: paths.chooseAuthenticationMethod,
    meta: {
      id: 'sign-in:choose-authentication-method',
      get title() {
        return secondFactorTitles.chooseAuthenticationMethod;
      },
    },
    load: namedPage(secondFactorPages, 'ChooseAuthenticationMethodPage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.chooseAuthenticationMethodAction(store, request)),
  },
  {
    path: paths.getCallLandline,
    meta: {
      id: 'sign-in:get-call-landline',
      get title() {
        return secondFactorTitles.getCallLandline;
      },
    },
    load: namedPage(secondFactorPages, 'GetCallLandlinePage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.getCallLandlineAction(store, request)),
  },
  {
    path: paths.enterLandlineCode,
    meta: {
      id: 'sign-in:enter-landline-code',
      get title() {
        return secondFactorTitles.enterLandlineCode;
      },
    },
    load: lazyPage(() => import('./pages/EnterLandlineCodePage.tsx')),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.enterLandlineCodeAction(store, request)),
  },
  {
    path: paths.callFailed,
    meta: {
      id: 'sign-in:call-failed',
      get title() {
        return secondFactorTitles.callFailed;
      },
    },
    load: namedPage(secondFactorPages, 'CallFailedPage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.codeChoiceAction(store, request)),
  },
  {
    path: paths.landlineCodeExpired,
    meta: {
      id: 'sign-in:landline-code-expired',
      get title() {
        return secondFactorTitles.landlineCodeExpired;
      },
    },
    load: namedPage(secondFactorPages, 'LandlineCodeExpiredPage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.codeChoiceAction(store, request)),
  },
  {
    path: paths.checkAccountStatus,
    meta: {
      id: 'sign-in:check-account-status',
      get title() {
        return secondFactorTitles.sessionRestart.checkAccountStatus;
      },
    },
    load: namedPage(restartPages, 'CheckAccountStatusPage'),
    guard: 'session',
    // Run by the action that led here (issue 55 item 5); a GET goes to enter-email, where the account
    // check is asked, with the email kept: a read, changing nothing.
    step: (store) => store.signIn.checkAccountStatus(),
    arrival: () => Promise.resolve({ kind: 'navigate', to: paths.enterEmail }),
  },
  {
    path: paths.checkLogin,
    meta: {
      id: 'sign-in:check-login',
      get title() {
        return secondFactorTitles.sessionRestart.checkLogin;
      },
    },
    load: namedPage(restartPages, 'CheckLoginPage'),
    guard: 'session',
    // check-login only reads the journey (issue 55 item 5): a GET asks the same, and changes nothing.
    step: (store) => store.signIn.checkLogin(),
    arrival: (store) => store.signIn.checkLogin(),
  },
  // ---- end second factor ----
];
