import { proofingTitles } from '@nhsl/content';
import { proofingPaths as p } from '../../paths.ts';
import type { PageAction } from '../../shell/formAction.ts';
import { lazyPage, namedPage, type PageRoute } from '../../shell/pageRoute.ts';
import { backTo, type BackLinkDeclaration } from '../../shell/backLink.ts';

const entry = () => import('./pages/EntryPages.tsx');
const details = () => import('./pages/DetailsPages.tsx');
const outcomes = () => import('./pages/OutcomePages.tsx');
/** The forms' actions and submit's server step, loaded only on the server's path (issue 23). */
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
      | 'submitAction'
    >,
  ): PageAction =>
  (store, request) =>
    actions().then((m) => m[name](store, request));
const c = proofingTitles.proofing;

type Loader = () => Promise<Record<string, React.ComponentType>>;

type Row = [path: string, id: string, title: () => string, load: Loader, page: string, action?: PageAction];
const rows: Row[] = [
  [p.findNhsRecord, 'find-nhs-record', () => c.findNhsRecord, entry, 'FindNhsRecordPage'],
  [p.knowNhsNumber, 'know-nhs-number', () => c.knowNhsNumber, entry, 'KnowNhsNumberPage', act('knowNhsNumberAction')],
  [p.enterName, 'enter-name', () => c.enterName, entry, 'EnterNamePage', act('enterNameAction')],
  [p.enterDob, 'enter-dob', () => c.enterDob, entry, 'EnterDobPage', act('enterDobAction')],
  [p.enterPostcode, 'enter-postcode', () => c.enterPostcode, entry, 'EnterPostcodePage', act('enterPostcodeAction')],
  [p.checkYourDetails, 'check-your-details', () => c.checkYourDetails, details, 'CheckYourDetailsPage'],
  [
    p.confirmYourDetails,
    'confirm-your-details',
    () => c.confirmYourDetails,
    details,
    'ConfirmYourDetailsPage',
    act('confirmYourDetailsAction'),
  ],
  [p.multipleMatches, 'multiple-matches', () => c.multipleMatches, outcomes, 'MultipleMatchesPage'],
  [
    p.nhsNumberNotVerified,
    'nhs-number-not-verified',
    () => c.nhsNumberNotVerified,
    outcomes,
    'NhsNumberNotVerifiedPage',
  ],
  [p.recordInvalidated, 'record-invalidated', () => c.recordInvalidated, outcomes, 'RecordInvalidatedPage'],
  [p.errorGeneric, 'p5-error-generic', () => c.errorGeneric, outcomes, 'ErrorGenericPage'],
  [p.registerAttempt, 'p5-register-attempt', () => c.registerAttempt, outcomes, 'RegisterAttemptPage'],
  [p.reattemptLock, 'p5-register-reattempt-lock', () => c.reattemptLock, outcomes, 'ReattemptLockPage'],
  [p.pdsLimit, 'p5-pds-limit', () => c.pdsLimit, outcomes, 'PdsLimitPage'],
  [p.alreadyCompleted, 'p5-already-completed', () => c.alreadyCompleted, outcomes, 'AlreadyCompletedPage'],
  [p.unableToSave, 'p5-unable-to-save-details', () => c.unableToSave, outcomes, 'UnableToSavePage'],
  [p.over11, 'you-need-to-be-over-11', () => c.over11, outcomes, 'Over11Page'],
  [p.notAvailable, 'nhs-login-not-available-your-area', () => c.notAvailable, outcomes, 'NotAvailablePage'],
];

/** The entry pages' back links; check-your-details has one only when reached from no-match. */
const backLinks: Partial<Record<string, BackLinkDeclaration>> = {
  [p.knowNhsNumber]: backTo(p.findNhsRecord),
  [p.enterName]: backTo(p.knowNhsNumber),
  [p.enterDob]: backTo(p.knowNhsNumber),
  [p.enterPostcode]: backTo(p.enterDob),
  [p.checkYourDetails]: (search) => (search.get('noMatch') === 'true' ? backTo(p.noMatch) : undefined),
};

/**
 * Proofing routes under /proofing (each needs a live session; the pages add the hasUplifted and
 * entered-details guards), the empty path redirecting to find-nhs-record, then the duplicate-account
 * routes. spec 001 §2 "Proofing", §6.
 */
export const proofingRoutes: PageRoute[] = [
  {
    path: p.root,
    meta: {
      id: 'proofing:root',
      get title() {
        return c.findNhsRecord;
      },
    },
    load: lazyPage(() => import('./pages/ProofingIndex.tsx')),
    guard: 'session',
    // A redirect the server answers too (the page's <Navigate> runs only in the browser).
    arrival: () => Promise.resolve({ kind: 'navigate', to: p.findNhsRecord }),
  },
  ...rows.map(([path, id, title, load, page, action]): PageRoute => ({
    path,
    meta: {
      id: `proofing:${id}`,
      get title() {
        return title();
      },
      ...(backLinks[path] ? { backLink: backLinks[path] } : {}),
    },
    load: namedPage(load, page),
    guard: 'session',
    ...(action ? { action } : {}),
  })),
  {
    // submit: a GET shows the spinner page and changes nothing (its arrival is the page's guard
    // only); the page posts to the action, at once with script and by its button without, and the
    // action sends the uplift and redirects to its outcome (issue 55 item 5). Where the server does
    // not own the route (a story), the page calls the store on mount. spec 001 §2 "submit".
    path: p.submit,
    meta: {
      id: 'proofing:submit',
      get title() {
        return c.submit;
      },
    },
    load: namedPage(details, 'SubmitPage'),
    guard: 'session',
    arrival: (store) => actions().then((m) => m.submitArrival(store)),
    action: act('submitAction'),
  },
  {
    path: p.noMatch,
    meta: {
      id: 'proofing:no-match',
      get title() {
        return c.noMatch;
      },
    },
    load: lazyPage(() => import('./pages/NoMatchPage.tsx').then((m) => ({ default: m.NoMatchPage }))),
    guard: 'session',
    action: act('noMatchAction'),
  },
];
