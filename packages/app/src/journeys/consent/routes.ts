import { consentTitles } from '@nhsl/content';
import { paths } from '../../paths.ts';
import { lazyPage, type PageRoute } from '../../shell/pageRoute.ts';

/** The forms' actions, loaded only when a form is posted without script (issue 23). */
const actions = () => import('./actions.ts');

/** Consent routes. spec 000 §2 "Consent screens": both need a live session and an id token. */
export const consentRoutes: PageRoute[] = [
  {
    path: paths.consent,
    meta: {
      id: 'consent:nhs-login-consent',
      get title() {
        return consentTitles.consent;
      },
      hideShellInApp: true,
    },
    load: lazyPage(() => import('./pages/NhsLoginConsentPage.tsx')),
    guard: 'consent',
    // The server loads the client's details for the page as the page does on mount (issue 23).
    arrival: (store) => store.consent.loadClient(),
    action: (store, request) => actions().then((m) => m.consentAction(store, request)),
  },
  {
    path: paths.consentConfirmation,
    meta: {
      id: 'consent:consent-confirmation',
      get title() {
        return consentTitles.consentConfirmation;
      },
    },
    load: lazyPage(() => import('./pages/ConsentConfirmationPage.tsx')),
    guard: 'consent',
    arrival: (store) => store.consent.loadClient(),
    action: (store, request) => actions().then((m) => m.consentConfirmationAction(store, request)),
  },
  {
    path: paths.termsUpdate,
    meta: {
      id: 'consent:terms-update',
      get title() {
        return consentTitles.termsUpdate;
      },
    },
    load: lazyPage(() => import('./pages/TermsUpdatePage.tsx')),
    guard: 'consent',
    action: (store, request) => actions().then((m) => m.termsUpdateAction(store, request)),
  },
];
