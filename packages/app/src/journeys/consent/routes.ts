import { consentTitles } from '@nhsl/content';
import { paths } from '../../paths.ts';
import { lazyPage, type PageRoute } from '../../shell/pageRoute.ts';

/** Consent routes. spec 000 §2 "Consent screens": both need a live session and an id token. */
export const consentRoutes: PageRoute[] = [
  {
    path: paths.consent,
    meta: { id: 'consent:nhs-login-consent', title: consentTitles.consent, hideShellInApp: true },
    load: lazyPage(() => import('./pages/NhsLoginConsentPage.tsx')),
    guard: 'consent',
  },
  {
    path: paths.consentConfirmation,
    meta: { id: 'consent:consent-confirmation', title: consentTitles.consentConfirmation },
    load: lazyPage(() => import('./pages/ConsentConfirmationPage.tsx')),
    guard: 'consent',
  },
  {
    path: paths.termsUpdate,
    meta: { id: 'consent:terms-update', title: consentTitles.termsUpdate },
    load: lazyPage(() => import('./pages/TermsUpdatePage.tsx')),
    guard: 'consent',
  },
];
