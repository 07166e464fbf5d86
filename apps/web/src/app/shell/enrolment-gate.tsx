import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTwoStepStatus } from '../../features/users/api/two-step-api';

const ACCOUNT_PATH = '/account';

/**
 * The second-factor policy (REQ-MFA-POL-2): a user it covers who has no factor yet is taken to
 * their account page, where the enrolment is, and stays there until enrolled. The server refuses
 * the rest once the grace period is over (REQ-MFA-POL-3); this keeps the screens consistent
 * with it before then.
 */
export function EnrolmentGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const status = useTwoStepStatus();
  if (status.data?.enrolmentRequired && pathname !== ACCOUNT_PATH) {
    return <Navigate to={ACCOUNT_PATH} replace />;
  }
  return children;
}
