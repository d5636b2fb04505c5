// jobs/info/{jobId}/refer/new-applicant and jobs/info/{jobId}/refer/{applicantId}: the referral
// form of this remote with the ids of the route.
import { useParams } from 'react-router-dom';
import ReferralForm from '../features/referral/components/referral-form';

export function ReferralRoute() {
  const params = useParams();
  const jobId = Number(params.jobId);
  const applicantId = params.applicantId ? Number(params.applicantId) : null;
  return <ReferralForm key={`${jobId}-${applicantId}`} jobId={jobId} applicantId={applicantId} />;
}
