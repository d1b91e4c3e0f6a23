import { proofingTitles } from '@nhsl/content';
import { proofingPaths as p } from '../../paths.ts';
import type { PageAction } from '../../shell/formAction.ts';
import { lazyPage, namedPage, type PageRoute } from '../../shell/pageRoute.ts';
import type { ProofingGuard } from './transitions.ts';
import { duplicateAccountRoutes } from '../duplicate-account/routes.ts';

const entry = () => import('./pages/EntryPages.tsx');
const details = () => import('./pages/DetailsPages.tsx');
const outcomes = () => import('./pages/OutcomePages.tsx');
/** The forms' actions and the server's guards, loaded only on the server's path (issue 23). */
const actions = () => import('./actions.ts');

type Actions = Awaited<ReturnType<typeof actions>>;
/** A form's action, by its export name in actions.ts. */
const act =
  (
    name: keyof Pick<
      Actions,
      | 'knowNhsNumberAction'
      | 'enterNameAction'
      | 'enterDobAction'
      | 'enterPostcodeAction'
      | 'noMatchAction'
      | 'confirmYourDetailsAction'
    >,
  ): PageAction =>
  (store, request) =>
    actions().then((m) => m[name](store, request));
/** The page's proofing guard (Guarded.tsx), checked by the server when it renders the page. */
const guard =
  (g: ProofingGuard): PageRoute['arrival'] =>
  (store) =>
    actions().then((m) => m.guardArrival(g)(store));

const c = proofingTitles.proofing;

type Loader = () => Promise<Record<string, React.ComponentType>>;

type Row = [
  path: string,
  id: string,
  title: string,
  load: Loader,
  page: string,
  guard: ProofingGuard,
  action?: PageAction,
];
const rows: Row[] = [
  [p.findNhsRecord, 'find-nhs-record', c.findNhsRecord, entry, 'FindNhsRecordPage', 'proofing'],
  [
    p.knowNhsNumber,
    'know-nhs-number',
    c.knowNhsNumber,
    entry,
    'KnowNhsNumberPage',
    'proofing',
    act('knowNhsNumberAction'),
  ],
  [p.enterName, 'enter-name', c.enterName, entry, 'EnterNamePage', 'proofing', act('enterNameAction')],
  [p.enterDob, 'enter-dob', c.enterDob, entry, 'EnterDobPage', 'proofing', act('enterDobAction')],
  [
    p.enterPostcode,
    'enter-postcode',
    c.enterPostcode,
    entry,
    'EnterPostcodePage',
    'proofing',
    act('enterPostcodeAction'),
  ],
  [p.checkYourDetails, 'check-your-details', c.checkYourDetails, details, 'CheckYourDetailsPage', 'details'],
  [
    p.confirmYourDetails,
    'confirm-your-details',
    c.confirmYourDetails,
    details,
    'ConfirmYourDetailsPage',
    'proofing',
    act('confirmYourDetailsAction'),
  ],
  [p.multipleMatches, 'multiple-matches', c.multipleMatches, outcomes, 'MultipleMatchesPage', 'proofing'],
  [
    p.nhsNumberNotVerified,
    'nhs-number-not-verified',
    c.nhsNumberNotVerified,
    outcomes,
    'NhsNumberNotVerifiedPage',
    'proofing',
  ],
  [p.recordInvalidated, 'record-invalidated', c.recordInvalidated, outcomes, 'RecordInvalidatedPage', 'proofing'],
  [p.errorGeneric, 'p5-error-generic', c.errorGeneric, outcomes, 'ErrorGenericPage', 'proofing'],
  [p.registerAttempt, 'p5-register-attempt', c.registerAttempt, outcomes, 'RegisterAttemptPage', 'proofing'],
  [p.reattemptLock, 'p5-register-reattempt-lock', c.reattemptLock, outcomes, 'ReattemptLockPage', 'proofing'],
  [p.pdsLimit, 'p5-pds-limit', c.pdsLimit, outcomes, 'PdsLimitPage', 'proofing'],
  [p.alreadyCompleted, 'p5-already-completed', c.alreadyCompleted, outcomes, 'AlreadyCompletedPage', 'none'],
  [p.unableToSave, 'p5-unable-to-save-details', c.unableToSave, outcomes, 'UnableToSavePage', 'proofing'],
  [p.over11, 'you-need-to-be-over-11', c.over11, outcomes, 'Over11Page', 'proofing'],
  [p.notAvailable, 'nhs-login-not-available-your-area', c.notAvailable, outcomes, 'NotAvailablePage', 'proofing'],
];

/**
 * Proofing routes under /proofing (each needs a live session; the pages add the hasUplifted and
 * entered-details guards), the empty path redirecting to find-nhs-record, then the duplicate-account
 * routes. spec 001 §2 "Proofing", §6.
 */
export const proofingRoutes: PageRoute[] = [
  {
    path: p.root,
    meta: { id: 'proofing:root', title: c.findNhsRecord },
    load: lazyPage(() => import('./pages/ProofingIndex.tsx')),
    guard: 'session',
    // A redirect the server answers too (the page's <Navigate> runs only in the browser).
    arrival: () => Promise.resolve({ kind: 'navigate', to: p.findNhsRecord }),
  },
  ...rows.map(([path, id, title, load, page, g, action]): PageRoute => ({
    path,
    meta: { id: `proofing:${id}`, title },
    load: namedPage(load, page),
    guard: 'session',
    arrival: guard(g),
    ...(action ? { action } : {}),
  })),
  {
    // submit sends the uplift on arrival: the server runs it (after the details guard) and
    // redirects to its outcome; the browser's page runs it on mount. spec 001 §2 "submit".
    path: p.submit,
    meta: { id: 'proofing:submit', title: c.submit },
    load: namedPage(details, 'SubmitPage'),
    guard: 'session',
    arrival: (store) => actions().then((m) => m.submitArrival(store)),
  },
  {
    path: p.noMatch,
    meta: { id: 'proofing:no-match', title: c.noMatch },
    load: lazyPage(() => import('./pages/NoMatchPage.tsx').then((m) => ({ default: m.NoMatchPage }))),
    guard: 'session',
    arrival: guard('proofing'),
    action: act('noMatchAction'),
  },
  ...duplicateAccountRoutes,
];
