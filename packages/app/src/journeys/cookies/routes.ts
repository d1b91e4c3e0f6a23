import { cookieTitles, texts } from '@nhsl/content';
import { policyPaths } from '../../paths.ts';
import { namedPage, type PageRoute } from '../../shell/pageRoute.ts';

const pages = () => import('./pages/CookiePages.tsx');
/** The forms' actions (the settings form and the banner's), loaded only when one is posted without script (issue 23). */
const actions = () => import('./actions.ts');

/** Cookie routes. spec 000 §2 "Cookies and static pages". */
export const cookieRoutes: PageRoute[] = [
  {
    path: policyPaths.cookies,
    meta: {
      id: 'cookies:policy',
      get title() {
        return texts.cookiePolicyTitle;
      },
      fullWidth: true,
    },
    load: namedPage(pages, 'CookiePolicyPage'),
  },
  {
    path: policyPaths.cookieSettings,
    meta: {
      id: 'cookies:cookie-settings',
      get title() {
        return cookieTitles.cookieSettings;
      },
    },
    load: namedPage(pages, 'CookieSettingsPage'),
    action: (store, request) => actions().then((m) => m.cookieSettingsAction(store, request)),
  },
  {
    path: policyPaths.cookieSettingsChanged,
    meta: {
      id: 'cookies:cookie-settings-changed',
      get title() {
        return cookieTitles.cookieSettingsChanged;
      },
    },
    load: namedPage(pages, 'CookieSettingsChangedPage'),
  },
];
