import { proofingTitles } from '@nhsl/content';
import { duplicatePaths as d } from '../../paths.ts';
import type { PageAction } from '../../shell/formAction.ts';
import { namedPage, type PageRoute } from '../../shell/pageRoute.ts';
import { backTo } from '../../shell/backLink.ts';

const c = proofingTitles.duplicateAccount;
const pages = () => import('./pages/DuplicatePages.tsx');
/** The forms' actions and the server's guard, loaded only on the server's path (issue 23). */
const actions = () => import('./actions.ts');

type ActionName =
  | 'duplicateNhsNumberAction'
  | 'emailAddressFoundAction'
  | 'multipleEmailsFoundAction'
  | 'confirmAccountReplacementAction'
  | 'reminderEmailSentAction';
const act =
  (name: ActionName): PageAction =>
  (store, request) =>
    actions().then((m) => m[name](store, request));

/** The routes' rows: path, id, title (read when asked), page, action and back link. */
const rows = [
  {
    path: d.duplicateNhsNumber,
    id: 'duplicate-nhs-number',
    get title() {
      return c.duplicate;
    },
    page: 'DuplicateNhsNumberPage',
    action: act('duplicateNhsNumberAction'),
  },
  {
    path: d.emailAddressFound,
    id: 'email-address-found',
    get title() {
      return c.emailFound;
    },
    page: 'EmailAddressFoundPage',
    action: act('emailAddressFoundAction'),
  },
  {
    path: d.multipleEmailsFound,
    id: 'multiple-emails-found',
    get title() {
      return c.multipleEmails;
    },
    page: 'MultipleEmailsFoundPage',
    action: act('multipleEmailsFoundAction'),
  },
  {
    path: d.confirmAccountReplacement,
    id: 'confirm-account-replacement',
    get title() {
      return c.confirmReplacement;
    },
    page: 'ConfirmAccountReplacementPage',
    action: act('confirmAccountReplacementAction'),
    backLink: backTo(d.duplicateNhsNumber),
  },
  {
    path: d.reminderEmailSent,
    id: 'reminder-email-sent',
    get title() {
      return c.reminderSent;
    },
    page: 'ReminderEmailSentPage',
    action: act('reminderEmailSentAction'),
  },
  {
    path: d.anotherReminderSent,
    id: 'another-reminder-sent',
    get title() {
      return c.anotherReminderSent;
    },
    page: 'AnotherReminderSentPage',
  },
  {
    path: d.cannotRequestAnotherReminder,
    id: 'cannot-request-another-reminder',
    get title() {
      return c.cannotRequestAnother;
    },
    page: 'CannotRequestAnotherReminderPage',
  },
  {
    path: d.redirectToHelpCentre,
    id: 'redirect-to-help-centre',
    get title() {
      return c.redirectToHelpCentre;
    },
    page: 'RedirectToHelpCentrePage',
  },
];

/** Duplicate-account and replacement routes (live session). spec 001 §2 "Duplicate-account and replacement screens". */
export const duplicateAccountRoutes: PageRoute[] = rows.map<PageRoute>((row) => ({
  path: row.path,
  // The title is read when the page renders, in its locale (issue 46).
  meta: {
    id: `duplicate-account:${row.id}`,
    get title() {
      return row.title;
    },
    ...(row.backLink ? { backLink: row.backLink } : {}),
  },
  load: namedPage(pages, row.page as 'DuplicateNhsNumberPage'),
  guard: 'session',
  ...(row.action ? { action: row.action } : {}),
}));
