import { useNavigate } from 'react-router-dom';
import { BackLink } from '@nhsl/ui';
import { accessibilityStatement, legalNotice, policyCommon, privacyNotice, termsAndConditions } from '@nhsl/content';
import { policyPaths } from '../../../paths.ts';
import { PolicyView } from '../../../shell/PolicyView.tsx';

function HistoryBack() {
  const navigate = useNavigate();
  return <BackLink onBack={() => navigate(-1)}>{policyCommon.back}</BackLink>;
}

/** terms-and-conditions: terms of use v3.1 (05 Jan 2024), with a back link using browser history. spec 001 §2. */
export function TermsAndConditionsPage() {
  return <PolicyView page={termsAndConditions} path={policyPaths.termsAndConditions} before={<HistoryBack />} />;
}

/** privacy: privacy notice v4.4 (July 2024) with contents list, side navigation and a go-back link. spec 001 §2. */
export function PrivacyPage() {
  return <PolicyView page={privacyNotice} path={policyPaths.privacy} before={<HistoryBack />} />;
}

/** accessibility: statement of partial compliance with WCAG 2.2 AA. spec 000 §2. */
export function AccessibilityPage() {
  return <PolicyView page={accessibilityStatement} path={policyPaths.accessibility} />;
}

/** legal-notice: computer misuse warning. spec 001 §2. */
export function LegalNoticePage() {
  return <PolicyView page={legalNotice} path={policyPaths.legalNotice} />;
}
