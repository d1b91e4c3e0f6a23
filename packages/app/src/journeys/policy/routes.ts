import { policyTitles } from '@nhsl/content';
import { policyPaths } from '../../paths.ts';
import { namedPage, type PageRoute } from '../../shell/pageRoute.ts';
import { HISTORY_BACK, backTo } from '../../shell/backLink.ts';

const pages = () => import('./pages/PolicyPages.tsx');

/** Policy routes. spec 000 §2, spec 001 §2. */
export const policyRoutes: PageRoute[] = [
  {
    path: policyPaths.termsAndConditions,
    meta: {
      id: 'policy:terms-and-conditions',
      get title() {
        return policyTitles.termsAndConditions;
      },
      fullWidth: true,
      backLink: backTo(HISTORY_BACK),
    },
    load: namedPage(pages, 'TermsAndConditionsPage'),
  },
  {
    path: policyPaths.privacy,
    meta: {
      id: 'policy:privacy',
      get title() {
        return policyTitles.privacyNotice;
      },
      fullWidth: true,
      backLink: backTo(HISTORY_BACK),
    },
    load: namedPage(pages, 'PrivacyPage'),
  },
  {
    path: policyPaths.accessibility,
    meta: {
      id: 'policy:accessibility',
      get title() {
        return policyTitles.accessibilityStatement;
      },
      fullWidth: true,
    },
    load: namedPage(pages, 'AccessibilityPage'),
  },
  {
    path: policyPaths.legalNotice,
    meta: {
      id: 'policy:legal-notice',
      get title() {
        return policyTitles.legalNotice;
      },
      fullWidth: true,
    },
    load: namedPage(pages, 'LegalNoticePage'),
  },
];
