// The applicant routes, relative to the shell's `applicants/*`. Nested routes add the columns:
// applicants → referred jobs (:applicantId/...) → public jobs (new-refer, refer) → the panel.
// An unknown sub-path returns to the top.
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { Panel } from '../components/panel';
import { ReferralFormMount } from '../components/referral-form-mount';
import { messages } from '../messages';
import {
  ApplicantEditPage,
  ApplicantRegisterPage,
} from '../features/applicants/components/applicant-form-page';
import {
  ApplicantsLayout,
  ColumnWith,
  Welcome,
} from '../features/applicants/components/applicants-layout';
import { ApplicantCandidatePage } from '../features/candidate/components/candidate-detail-page';
import { PublicJobsColumn } from '../features/referred-jobs/components/public-jobs-column';
import { ReferredJobsColumn } from '../features/referred-jobs/components/referred-jobs-column';

/** `:applicantId` is a number; anything else (an unknown sub-path) returns to the top. */
function ApplicantScope({ home }: { home: string }) {
  const id = useParams().applicantId ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return <Navigate to={home} replace />;
  return <ColumnWith column={<ReferredJobsColumn />} />;
}

function Hint({ text }: { text: string }) {
  return (
    <Panel>
      <p>{text}</p>
    </Panel>
  );
}

export default function ApplicantsRoutes() {
  const siteId = useSiteId();
  return (
    <QueryProvider>
      <Routes>
        <Route element={<ApplicantsLayout />}>
          <Route index element={<Welcome />} />
          <Route
            path="register"
            element={
              <Panel>
                <ApplicantRegisterPage />
              </Panel>
            }
          />
          <Route
            path="edit/:applicantId"
            element={
              <Panel>
                <ApplicantEditPage />
              </Panel>
            }
          />
          <Route
            path=":applicantId"
            element={<ApplicantScope home={portalPath(siteId, 'applicants')} />}
          >
            <Route path="jobs" element={<Hint text={messages.referred.title} />} />
            <Route path="jobs/:jobId/:candidateId" element={<ApplicantCandidatePage />} />
            <Route
              path="jobs/:jobId/:candidateId/edit"
              element={<ReferralFormMount mode="update" />}
            />
            <Route element={<ColumnWith column={<PublicJobsColumn />} />}>
              <Route path="new-refer" element={<Hint text={messages.publicJobs.choose} />} />
              <Route path="new-refer/:jobId" element={<ReferralFormMount mode="register" />} />
              <Route path="refer/:jobId" element={<ReferralFormMount mode="register" />} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<Navigate to={portalPath(siteId, 'applicants')} replace />} />
      </Routes>
    </QueryProvider>
  );
}
