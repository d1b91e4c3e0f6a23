import { accessibilityStatement, legalNotice, privacyNotice, termsAndConditions } from '@nhsl/content';
import { policyPaths } from '../../../paths.ts';
import { PolicyView } from '../../../shell/PolicyView.tsx';

/** terms-and-conditions: terms of use v3.1 (05 Jan 2024); the shell draws its back link (browser history, the route's page state). spec 001 §2. */
export function TermsAndConditionsPage() {
  return <PolicyView page={termsAndConditions} path={policyPaths.termsAndConditions} />;
}

/** privacy: privacy notice v4.4 (July 2024) with contents list, side navigation and (drawn by the shell) a go-back link. spec 001 §2. */
export function PrivacyPage() {
  return <PolicyView page={privacyNotice} path={policyPaths.privacy} />;
}

/** accessibility: statement of partial compliance with WCAG 2.2 AA. spec 000 §2. */
export function AccessibilityPage() {
  return <PolicyView page={accessibilityStatement} path={policyPaths.accessibility} />;
}

/** legal-notice: computer misuse warning. spec 001 §2. */
export function LegalNoticePage() {
  return <PolicyView page={legalNotice} path={policyPaths.legalNotice} />;
}
