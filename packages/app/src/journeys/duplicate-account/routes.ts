import { proofingTitles } from '@nhsl/content';
import { duplicatePaths as d } from '../../paths.ts';
import { namedPage, type PageRoute } from '../../shell/pageRoute.ts';

const c = proofingTitles.duplicateAccount;
const pages = () => import('./pages/DuplicatePages.tsx');

/** Duplicate-account and replacement routes (live session). spec 001 §2 "Duplicate-account and replacement screens". */
export const duplicateAccountRoutes: PageRoute[] = [
  { path: d.duplicateNhsNumber, id: 'duplicate-nhs-number', title: c.duplicate, page: 'DuplicateNhsNumberPage' },
  { path: d.emailAddressFound, id: 'email-address-found', title: c.emailFound, page: 'EmailAddressFoundPage' },
  {
    path: d.multipleEmailsFound,
    id: 'multiple-emails-found',
    title: c.multipleEmails,
    page: 'MultipleEmailsFoundPage',
  },
  {
    path: d.confirmAccountReplacement,
    id: 'confirm-account-replacement',
    title: c.confirmReplacement,
    page: 'ConfirmAccountReplacementPage',
  },
  { path: d.reminderEmailSent, id: 'reminder-email-sent', title: c.reminderSent, page: 'ReminderEmailSentPage' },
  {
    path: d.anotherReminderSent,
    id: 'another-reminder-sent',
    title: c.anotherReminderSent,
    page: 'AnotherReminderSentPage',
  },
  {
    path: d.cannotRequestAnotherReminder,
    id: 'cannot-request-another-reminder',
    title: c.cannotRequestAnother,
    page: 'CannotRequestAnotherReminderPage',
  },
  {
    path: d.redirectToHelpCentre,
    id: 'redirect-to-help-centre',
    title: c.redirectToHelpCentre,
    page: 'RedirectToHelpCentrePage',
  },
].map(({ path, id, title, page }) => ({
  path,
  meta: { id: `duplicate-account:${id}`, title },
  load: namedPage(pages, page as 'DuplicateNhsNumberPage'),
  guard: 'session' as const,
}));
