import { Navigate, redirect, type RouteObject } from 'react-router-dom';
import {
  authcode,
  consent,
  consentConfirmation,
  enterEmail,
  enterMobileCode,
  errorPages,
  logInPassword,
  registration,
  signInProblems,
} from '@nhsl/content';
import { ID_TOKEN_COOKIE } from '@nhsl/contract';
import { paths } from './paths.ts';
import { AppShell } from './shell/AppShell.tsx';
import { RouteErrorPage } from './shell/RouteErrorPage.tsx';
import { lazyPage } from './shell/lazyPage.ts';
import type { RouteMeta } from './shell/routeMeta.ts';
import type { RootStore } from './stores/RootStore.ts';

/** Which guard a route needs. spec 000 §6: most routes need a live session; consent also an id token. */
type Guard = 'session' | 'consent';

interface PageRoute {
  path: string;
  meta: RouteMeta;
  load: ReturnType<typeof lazyPage>;
  guard?: Guard;
}

const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazyPage(() => load().then((m) => ({ default: m[name] })));

/**
 * Every page route: path, tracking id and title, the lazily loaded page, and its guard.
 * spec 000 §2 "Sign-in screens", "Consent screens".
 */
export const pageRoutes: PageRoute[] = [
  {
    path: paths.enterEmail,
    meta: { id: 'sign-in:enter-email', title: enterEmail.title },
    load: lazyPage(() => import('./journeys/sign-in/pages/EnterEmailPage.tsx')),
    guard: 'session',
  },
  {
    path: paths.logInPassword,
    meta: { id: 'sign-in:log-in-password', title: logInPassword.title },
    load: lazyPage(() => import('./journeys/sign-in/pages/LogInPasswordPage.tsx')),
    guard: 'session',
  },
  {
    path: paths.enterMobileCode,
    meta: { id: 'sign-in:enter-mobile-code', title: enterMobileCode.title },
    load: lazyPage(() => import('./journeys/sign-in/pages/EnterMobileCodePage.tsx')),
    guard: 'session',
  },
  {
    path: paths.authcode,
    meta: { id: 'sign-in:authcode', title: authcode.title },
    load: lazyPage(() => import('./journeys/sign-in/pages/AuthcodePage.tsx')),
    guard: 'session',
  },
  {
    path: paths.consent,
    meta: { id: 'consent:nhs-login-consent', title: consent.title, hideShellInApp: true },
    load: lazyPage(() => import('./journeys/consent/pages/NhsLoginConsentPage.tsx')),
    guard: 'consent',
  },
  {
    path: paths.consentConfirmation,
    meta: { id: 'consent:consent-confirmation', title: consentConfirmation.title },
    load: lazyPage(() => import('./journeys/consent/pages/ConsentConfirmationPage.tsx')),
    guard: 'consent',
  },
  {
    path: paths.otpAttemptsExceeded,
    meta: { id: 'sign-in:otp-attempts-exceeded', title: signInProblems.otpAttemptsExceeded.title },
    load: named(() => import('./journeys/sign-in/pages/ProblemPages.tsx'), 'OtpAttemptsExceededPage'),
  },
  {
    path: paths.otpRequestsExceeded,
    meta: { id: 'sign-in:otp-requests-exceeded', title: signInProblems.otpRequestsExceeded.title },
    load: named(() => import('./journeys/sign-in/pages/ProblemPages.tsx'), 'OtpRequestsExceededPage'),
  },
  {
    path: paths.passwordAttemptsExceeded,
    meta: { id: 'sign-in:password-attempts-exceeded', title: signInProblems.passwordAttemptsExceeded.title },
    load: named(() => import('./journeys/sign-in/pages/ProblemPages.tsx'), 'PasswordAttemptsExceededPage'),
  },
  {
    path: paths.notRegistered,
    meta: { id: 'sign-in:not-registered', title: signInProblems.notRegistered.title },
    load: named(() => import('./journeys/sign-in/pages/ProblemPages.tsx'), 'NotRegisteredPage'),
  },
  {
    path: paths.restoreMessage,
    meta: { id: 'sign-in:restore-message', title: signInProblems.restoreMessage.title },
    load: named(() => import('./journeys/sign-in/pages/ProblemPages.tsx'), 'RestoreMessagePage'),
  },
  {
    path: paths.mobileCodeExpired,
    meta: { id: 'sign-in:mobile-code-expired', title: signInProblems.mobileCodeExpired.title },
    load: lazyPage(() => import('./journeys/sign-in/pages/MobileCodeExpiredPage.tsx')),
    guard: 'session',
  },
  {
    path: paths.registerCreateAccount,
    meta: { id: 'register:create-account-steps', title: registration.createAccount.title },
    load: named(() => import('./journeys/sign-in/pages/RegistrationPages.tsx'), 'CreateAccountStepsPage'),
  },
  {
    path: paths.registerCheckEmail,
    meta: { id: 'register:check-email', title: registration.checkEmail.title },
    load: named(() => import('./journeys/sign-in/pages/RegistrationPages.tsx'), 'RegisterCheckEmailPage'),
  },
  {
    path: paths.error,
    meta: { id: 'error:error', title: errorPages.error.title },
    load: lazyPage(() => import('./journeys/static/pages/ErrorPage.tsx')),
  },
  {
    path: paths.noClientInfo,
    meta: { id: 'error:no-client-info', title: errorPages.noClientInfo.title },
    load: lazyPage(() => import('./journeys/static/pages/NoClientInfoPage.tsx')),
  },
  {
    path: paths.sessionTimeout,
    meta: { id: 'session:session-timeout', title: errorPages.sessionTimeout.title },
    load: lazyPage(() => import('./journeys/static/pages/SessionTimeoutPage.tsx')),
  },
  {
    path: '*',
    meta: { id: 'error:not-found', title: errorPages.notFound.title },
    load: lazyPage(() => import('./journeys/static/pages/NotFoundPage.tsx')),
  },
];

/**
 * The guard's decision: undefined to go on, or the path to send the user to. A route needing a
 * session without a client id goes to no-client-info; consent routes also need the id_token
 * cookie. spec 000 §2 "Both consent routes need a live session and an id token", §6.
 * @param guard - the route's guard
 * @param store - the root store
 */
export function guardRedirect(guard: Guard | undefined, store: RootStore): string | undefined {
  if (!guard) return undefined;
  if (!store.session.sessionId || !store.session.clientId) return paths.noClientInfo;
  if (guard === 'consent' && !store.cookies.get(ID_TOKEN_COOKIE)) return paths.noClientInfo;
  return undefined;
}

/**
 * Builds the route tree: the shell as layout, the root redirecting to enter-email, and each page
 * lazily loaded with its guard as a loader.
 * @param store - the root store the guards read
 */
export function createRoutes(store: RootStore): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: paths.root,
          element: <Navigate to={paths.enterEmail} replace />,
          handle: { id: 'sign-in:root' } satisfies RouteMeta,
        },
        ...pageRoutes.map<RouteObject>((r) => ({
          path: r.path,
          handle: r.meta,
          lazy: r.load,
          loader: () => {
            const to = guardRedirect(r.guard, store);
            return to ? redirect(to) : null;
          },
          errorElement: <RouteErrorPage />,
        })),
      ],
    },
  ];
}
