import { accessibilityStatement, legalNotice, privacyNotice, termsAndConditions } from '@nhsl/content';
import { policyPaths } from '../../paths.ts';
import { namedPage, type PageRoute } from '../../shell/pageRoute.ts';

const pages = () => import('./pages/PolicyPages.tsx');

/** Policy routes. spec 000 §2, spec 001 §2. */
export const policyRoutes: PageRoute[] = [
  {
    path: policyPaths.termsAndConditions,
    meta: { id: 'policy:terms-and-conditions', title: termsAndConditions.title, fullWidth: true },
    load: namedPage(pages, 'TermsAndConditionsPage'),
  },
  {
    path: policyPaths.privacy,
    meta: { id: 'policy:privacy', title: privacyNotice.title, fullWidth: true },
    load: namedPage(pages, 'PrivacyPage'),
  },
  {
    path: policyPaths.accessibility,
    meta: { id: 'policy:accessibility', title: accessibilityStatement.title, fullWidth: true },
    load: namedPage(pages, 'AccessibilityPage'),
  },
  {
    path: policyPaths.legalNotice,
    meta: { id: 'policy:legal-notice', title: legalNotice.title, fullWidth: true },
    load: namedPage(pages, 'LegalNoticePage'),
  },
];
