import { Navigate } from 'react-router-dom';
import { proofingPaths } from '../../../paths.ts';

/** /proofing: the empty path redirects to find-nhs-record. spec 001 §2. */
export default function ProofingIndex() {
  return <Navigate to={proofingPaths.findNhsRecord} replace />;
}
