import type { ComponentType } from 'react';
import { accountTitles as t } from '@nhsl/content';
import { namedPage, type PageRoute } from '../../shell/pageRoute.ts';
import { backTo } from '../../shell/backLink.ts';
import { accountPaths as p } from './paths.ts';
import type { AccountPageId } from './actions.ts';

const pages = () => import('./pages/AccountPages.tsx');
/** The server's path (forms posted without script, the pages' arrival), loaded only there (issue 23). */
const actions = () => import('./actions.ts');

type Pages = Awaited<ReturnType<typeof pages>>;
type PageName = { [K in keyof Pages]: Pages[K] extends ComponentType ? K : never }[keyof Pages];
type Actions = Awaited<ReturnType<typeof actions>>;
type ActionName = {
  [K in keyof Actions]: Actions[K] extends NonNullable<PageRoute['action']> ? K : never;
}[keyof Actions];

/** One account route: path, id, title, page, and the form's action if it has one. */
type Row = [path: string, id: AccountPageId, title: () => string, page: PageName, action?: ActionName];

/** The pages with a back link to the account home: every change page. */
const backHome = new Set<string>([
  p.confirmPassword,
  p.changePassword,
  p.changeEmail,
  p.checkEmail,
  p.changeMobile,
  p.changeLandline,
  p.checkNumberCode,
  p.removeLandline,
  p.addPasskey,
  p.removePasskey,
  p.stopSharing,
]);

/**
 * "Your NHS login" routes (issue 27): the account home and each change, with the session guard
 * (a finished sign-in; the back end answers 401 otherwise and the pages go to session-timeout).
 * On the server each page loads the details first (`arrival`, `serverData`) and each form has
 * its action, so the pages work without script; creating a passkey needs script.
 */
export const accountRoutes: PageRoute[] = (
  [
    [p.home, 'home', () => t.home, 'AccountHomePage'],
    [p.confirmPassword, 'confirm-password', () => t.confirmPassword, 'ConfirmPasswordPage', 'confirmPasswordAction'],
    [p.changePassword, 'change-password', () => t.changePassword, 'ChangePasswordPage', 'changePasswordAction'],
    [p.changeEmail, 'change-email', () => t.changeEmail, 'ChangeEmailPage', 'changeEmailAction'],
    [p.checkEmail, 'check-email', () => t.checkEmail, 'CheckEmailCodePage', 'checkEmailAction'],
    [p.changeMobile, 'change-mobile', () => t.changeMobile, 'ChangeMobilePage', 'changeMobileAction'],
    [p.changeLandline, 'change-landline', () => t.changeLandline, 'ChangeLandlinePage', 'changeLandlineAction'],
    [p.checkNumberCode, 'check-security-code', () => t.checkNumberCode, 'CheckNumberCodePage', 'checkNumberCodeAction'],
    [p.removeLandline, 'remove-landline', () => t.removeLandline, 'RemoveLandlinePage', 'removeLandlineAction'],
    [p.addPasskey, 'add-passkey', () => t.addPasskey, 'AddPasskeyPage', 'addPasskeyAction'],
    [p.removePasskey, 'remove-passkey', () => t.removePasskey, 'RemovePasskeyPage', 'removePasskeyAction'],
    [p.passkeyOffer, 'passkey-offer', () => t.passkeyOffer, 'PasskeyOfferPage', 'passkeyOfferAction'],
    [p.stopSharing, 'stop-sharing', () => t.stopSharing, 'StopSharingPage', 'stopSharingAction'],
    [p.changedElsewhere, 'changed-elsewhere', () => t.changedElsewhere, 'ChangedElsewherePage'],
    [p.problem, 'problem', () => t.problem, 'AccountProblemPage'],
  ] satisfies Row[]
).map(([path, id, title, name, action]) => ({
  path,
  meta: {
    id: `account:${id}`,
    get title() {
      return title();
    },
    ...(backHome.has(path) ? { backLink: backTo(p.home, 'account') } : {}),
  },
  load: namedPage(pages, name),
  guard: 'session',
  arrival: (store, request) => actions().then((m) => m.accountArrival(id, store, request)),
  serverData: (store) => actions().then((m) => m.accountPageData(id, store)),
  ...(action
    ? { action: (store, request) => actions().then((m) => m[action](store, request)), behind: p.changedElsewhere }
    : {}),
}));

/**
 * The account routes whose steps the app's server runs with script too (issue 44): every one. A
 * passkey creation's options come from the page's action and its result goes back to it.
 */
export const accountServerRoutes: PageRoute[] = accountRoutes;
