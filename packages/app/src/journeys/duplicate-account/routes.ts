import { duplicateAccount as c } from '@nhsl/content';
import { duplicatePaths as d } from '../../paths.ts';
import { namedPage, type PageRoute } from '../../shell/pageRoute.ts';

const pages = () => import('./pages/DuplicatePages.tsx');

/** Duplicate-account and replacement routes (live session). spec 001 §2 "Duplicate-account and replacement screens". */
export const duplicateAccountRoutes: PageRoute[] = [
  { path: d.duplicateNhsNumber, id: 'duplicate-nhs-number', title: c.duplicate.title, page: 'DuplicateNhsNumberPage' },
  { path: d.emailAddressFound, id: 'email-address-found', title: c.emailFound.title, page: 'EmailAddressFoundPage' },
  {
    path: d.multipleEmailsFound,
    id: 'multiple-emails-found',
    title: c.multipleEmails.title,
    page: 'MultipleEmailsFoundPage',
  },
  {
    path: d.confirmAccountReplacement,
    id: 'confirm-account-replacement',
    title: c.confirmReplacement.title,
    page: 'ConfirmAccountReplacementPage',
  },
  { path: d.reminderEmailSent, id: 'reminder-email-sent', title: c.reminderSent.title, page: 'ReminderEmailSentPage' },
  {
    path: d.anotherReminderSent,
    id: 'another-reminder-sent',
    title: c.anotherReminderSent.title,
    page: 'AnotherReminderSentPage',
  },
  {
    path: d.cannotRequestAnotherReminder,
    id: 'cannot-request-another-reminder',
    title: c.cannotRequestAnother.title,
    page: 'CannotRequestAnotherReminderPage',
  },
  {
    path: d.redirectToHelpCentre,
    id: 'redirect-to-help-centre',
    title: c.redirectToHelpCentre.title,
    page: 'RedirectToHelpCentrePage',
  },
].map(({ path, id, title, page }) => ({
  path,
  meta: { id: `duplicate-account:${id}`, title },
  load: namedPage(pages, page as 'DuplicateNhsNumberPage'),
  guard: 'session' as const,
}));
