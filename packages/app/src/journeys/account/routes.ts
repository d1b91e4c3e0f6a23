import { accountTitles as t, backLinkTexts } from '@nhsl/content';
import { namedPage, type PageRoute } from '../../shell/pageRoute.ts';
import { backTo } from '../../shell/backLink.ts';
import { accountPaths as p } from './paths.ts';

const pages = () => import('./pages/AccountPages.tsx');

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
 */
export const accountRoutes: PageRoute[] = (
  [
    [p.home, 'home', t.home, 'AccountHomePage'],
    [p.confirmPassword, 'confirm-password', t.confirmPassword, 'ConfirmPasswordPage'],
    [p.changePassword, 'change-password', t.changePassword, 'ChangePasswordPage'],
    [p.changeEmail, 'change-email', t.changeEmail, 'ChangeEmailPage'],
    [p.checkEmail, 'check-email', t.checkEmail, 'CheckEmailCodePage'],
    [p.changeMobile, 'change-mobile', t.changeMobile, 'ChangeMobilePage'],
    [p.changeLandline, 'change-landline', t.changeLandline, 'ChangeLandlinePage'],
    [p.checkNumberCode, 'check-security-code', t.checkNumberCode, 'CheckNumberCodePage'],
    [p.removeLandline, 'remove-landline', t.removeLandline, 'RemoveLandlinePage'],
    [p.addPasskey, 'add-passkey', t.addPasskey, 'AddPasskeyPage'],
    [p.removePasskey, 'remove-passkey', t.removePasskey, 'RemovePasskeyPage'],
    [p.passkeyOffer, 'passkey-offer', t.passkeyOffer, 'PasskeyOfferPage'],
    [p.stopSharing, 'stop-sharing', t.stopSharing, 'StopSharingPage'],
    [p.changedElsewhere, 'changed-elsewhere', t.changedElsewhere, 'ChangedElsewherePage'],
    [p.problem, 'problem', t.problem, 'AccountProblemPage'],
  ] as const
).map(([path, id, title, name]) => ({
  path,
  meta: {
    id: `account:${id}`,
    title,
    ...(backHome.has(path) ? { backLink: backTo(p.home, backLinkTexts.account) } : {}),
  },
  load: namedPage(pages, name),
  guard: 'session',
}));
