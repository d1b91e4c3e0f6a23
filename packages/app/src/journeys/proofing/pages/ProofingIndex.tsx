import { proofingPaths } from '../../../paths.ts';
import { Redirect } from '../../../shell/Redirect.tsx';

/** /proofing: the empty path redirects to find-nhs-record. spec 001 §2. */
export default function ProofingIndex() {
  return <Redirect to={proofingPaths.findNhsRecord} replace />;
}
