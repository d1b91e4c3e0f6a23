import { authcode, enterEmail, enterMobileCode, logInPassword, registration, signInProblems } from '@nhsl/content';
import { paths } from '../../paths.ts';
import { lazyPage, namedPage, type PageRoute } from '../../shell/pageRoute.ts';

const problems = () => import('./pages/ProblemPages.tsx');
const registrationPages = () => import('./pages/RegistrationPages.tsx');

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
];
