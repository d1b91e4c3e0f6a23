import {
  authcode,
  callFailed,
  chooseAuthenticationMethod,
  enterEmail,
  enterLandlineCode,
  enterMobileCode,
  getCallLandline,
  landlineCodeExpired,
  logInPassword,
  registration,
  sessionRestart,
  signInProblems,
} from '@nhsl/content';
import { paths } from '../../paths.ts';
import { lazyPage, namedPage, type PageRoute } from '../../shell/pageRoute.ts';

const problems = () => import('./pages/ProblemPages.tsx');
const registrationPages = () => import('./pages/RegistrationPages.tsx');
const secondFactorPages = () => import('./pages/SecondFactorPages.tsx');
const restartPages = () => import('./pages/SessionRestartPages.tsx');

/** Sign-in routes: path, tracking id, title, lazy page, guard. spec 000 §2 "Sign-in screens". */
export const signInRoutes: PageRoute[] = [
  {
    path: paths.enterEmail,
    meta: { id: 'sign-in:enter-email', title: enterEmail.title },
    load: lazyPage(() => import('./pages/EnterEmailPage.tsx')),
    guard: 'session',
  },
  {
    path: paths.logInPassword,
    meta: { id: 'sign-in:log-in-password', title: logInPassword.title },
    load: lazyPage(() => import('./pages/LogInPasswordPage.tsx')),
    guard: 'session',
  },
  {
    path: paths.enterMobileCode,
    meta: { id: 'sign-in:enter-mobile-code', title: enterMobileCode.title },
    load: lazyPage(() => import('./pages/EnterMobileCodePage.tsx')),
    guard: 'session',
  },
  {
    path: paths.authcode,
    meta: { id: 'sign-in:authcode', title: authcode.title },
    load: lazyPage(() => import('./pages/AuthcodePage.tsx')),
    guard: 'session',
  },
  {
    path: paths.mobileCodeExpired,
    meta: { id: 'sign-in:mobile-code-expired', title: signInProblems.mobileCodeExpired.title },
    load: lazyPage(() => import('./pages/MobileCodeExpiredPage.tsx')),
    guard: 'session',
  },
  {
    path: paths.otpAttemptsExceeded,
    meta: { id: 'sign-in:otp-attempts-exceeded', title: signInProblems.otpAttemptsExceeded.title },
    load: namedPage(problems, 'OtpAttemptsExceededPage'),
  },
  {
    path: paths.otpRequestsExceeded,
    meta: { id: 'sign-in:otp-requests-exceeded', title: signInProblems.otpRequestsExceeded.title },
    load: namedPage(problems, 'OtpRequestsExceededPage'),
  },
  {
    path: paths.passwordAttemptsExceeded,
    meta: { id: 'sign-in:password-attempts-exceeded', title: signInProblems.passwordAttemptsExceeded.title },
    load: namedPage(problems, 'PasswordAttemptsExceededPage'),
  },
  {
    path: paths.notRegistered,
    meta: { id: 'sign-in:not-registered', title: signInProblems.notRegistered.title },
    load: namedPage(problems, 'NotRegisteredPage'),
  },
  {
    path: paths.restoreMessage,
    meta: { id: 'sign-in:restore-message', title: signInProblems.restoreMessage.title },
    load: namedPage(problems, 'RestoreMessagePage'),
  },
  {
    path: paths.registerCreateAccount,
    meta: { id: 'register:create-account-steps', title: registration.createAccount.title },
    load: namedPage(registrationPages, 'CreateAccountStepsPage'),
  },
  {
    path: paths.registerCheckEmail,
    meta: { id: 'register:check-email', title: registration.checkEmail.title },
    load: namedPage(registrationPages, 'RegisterCheckEmailPage'),
  },
  {
    path: paths.registerEnterMobile,
    meta: { id: 'register:enter-mobile', title: registration.enterMobile.title },
    load: namedPage(registrationPages, 'RegisterEnterMobilePage'),
  },
  // ---- second factor and session restart (signin-2fa) ----
  {
    path: paths.chooseAuthenticationMethod,
    meta: { id: 'sign-in:choose-authentication-method', title: chooseAuthenticationMethod.title },
    load: namedPage(secondFactorPages, 'ChooseAuthenticationMethodPage'),
    guard: 'session',
  },
  {
    path: paths.getCallLandline,
    meta: { id: 'sign-in:get-call-landline', title: getCallLandline.title },
    load: namedPage(secondFactorPages, 'GetCallLandlinePage'),
    guard: 'session',
  },
  {
    path: paths.enterLandlineCode,
    meta: { id: 'sign-in:enter-landline-code', title: enterLandlineCode.title },
    load: lazyPage(() => import('./pages/EnterLandlineCodePage.tsx')),
    guard: 'session',
  },
  {
    path: paths.callFailed,
    meta: { id: 'sign-in:call-failed', title: callFailed.title },
    load: namedPage(secondFactorPages, 'CallFailedPage'),
    guard: 'session',
  },
  {
    path: paths.landlineCodeExpired,
    meta: { id: 'sign-in:landline-code-expired', title: landlineCodeExpired.title },
    load: namedPage(secondFactorPages, 'LandlineCodeExpiredPage'),
    guard: 'session',
  },
  {
    path: paths.checkAccountStatus,
    meta: { id: 'sign-in:check-account-status', title: sessionRestart.checkAccountStatus.title },
    load: namedPage(restartPages, 'CheckAccountStatusPage'),
    guard: 'session',
  },
  {
    path: paths.checkLogin,
    meta: { id: 'sign-in:check-login', title: sessionRestart.checkLogin.title },
    load: namedPage(restartPages, 'CheckLoginPage'),
    guard: 'session',
  },
  // ---- end second factor ----
];
