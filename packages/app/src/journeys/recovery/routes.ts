import { recoveryTitles } from '@nhsl/content';
import { paths, recoveryPaths } from '../../paths.ts';
import { namedPage, type PageRoute } from '../../shell/pageRoute.ts';
import { backTo } from '../../shell/backLink.ts';

const pages = () => import('./pages/RecoveryPages.tsx');
/** The forms' actions, loaded only when a form is posted without script (issue 23). */
const actions = () => import('./actions.ts');

/**
 * Recovery routes (a lost or changed phone, after the password): path, tracking id, title, lazy
 * page, guard. spec 000 §2 names the two change routes; issue 15 "Recovery".
 */
export const recoveryRoutes: PageRoute[] = [
  {
    path: recoveryPaths.changeMobile,
    meta: {
      id: 'recovery:change-mobile',
      get title() {
        return recoveryTitles.changeMobile;
      },
      backLink: backTo(paths.enterMobileCode),
    },
    load: namedPage(pages, 'ChangeMobilePage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.changeMobileAction(store, request)),
  },
  {
    path: recoveryPaths.changeLandline,
    meta: {
      id: 'recovery:change-landline',
      get title() {
        return recoveryTitles.changeLandline;
      },
      backLink: backTo(paths.getCallLandline),
    },
    load: namedPage(pages, 'ChangeLandlinePage'),
    guard: 'session',
    action: (store, request) => actions().then((m) => m.changeLandlineAction(store, request)),
  },
  {
    path: recoveryPaths.cannotChangeNumber,
    meta: {
      id: 'recovery:cannot-change-number',
      get title() {
        return recoveryTitles.cannotChangeNumber;
      },
    },
    load: namedPage(pages, 'CannotChangeNumberPage'),
    guard: 'session',
  },
];
