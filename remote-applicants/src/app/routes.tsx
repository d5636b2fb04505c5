// The applicant routes, relative to the shell's `applicants/*`. Nested routes add the columns:
// applicants → referred jobs (:applicantId/...) → public jobs (new-refer, refer) → the panel.
// An unknown sub-path returns to the top.
import { Navigate, Route, Routes, useLocation, useParams, type Params } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { PhoneBack, PhoneLevel, useIsLevel } from '@portal/shared/ui/phone-levels';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { ONE_COLUMN_BELOW } from '../components/column';
import { Panel } from '../components/panel';
import { ReferralFormMount } from '../components/referral-form-mount';
import { messages } from '../messages';
import {
  ApplicantEditPage,
  ApplicantRegisterPage,
} from '../features/applicants/components/applicant-form-page';
import { ApplicantHistoryPage } from '../features/applicants/components/applicant-history-page';
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
  const current = useIsLevel(`applicants/${id}`, `applicants/${id}/jobs`);
  // The public jobs open: below 1200 px they take this column's place beside the panel.
  const referring = /\/(new-refer|refer)(\/|$)/.test(useLocation().pathname);
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return <Navigate to={home} replace />;
  return (
    <ColumnWith
      column={<ReferredJobsColumn />}
      current={current}
      hideBelow={referring ? ONE_COLUMN_BELOW : undefined}
    />
  );
}

function PublicJobsScope() {
  const current = useIsLevel(`applicants/${useParams().applicantId}/new-refer`);
  return <ColumnWith column={<PublicJobsColumn />} current={current} />;
}

/** A panel that only says what to choose in the column beside it: not on a phone. */
function Hint({ text }: { text: string }) {
  return (
    <PhoneLevel $current={false}>
      <Panel>
        <p>{text}</p>
      </Panel>
    </PhoneLevel>
  );
}

const toApplicants = () => 'applicants';
const toReferred = ({ applicantId }: Readonly<Params>) => `applicants/${applicantId}/jobs`;
const toPublicJobs = ({ applicantId }: Readonly<Params>) => `applicants/${applicantId}/new-refer`;
const toCandidate = ({ applicantId, jobId, candidateId }: Readonly<Params>) =>
  `applicants/${applicantId}/jobs/${jobId}/${candidateId}`;

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
                <PhoneBack to={toApplicants}>{messages.back.toApplicants}</PhoneBack>
                <ApplicantRegisterPage />
              </Panel>
            }
          />
          <Route
            path="edit/:applicantId"
            element={
              <Panel>
                <PhoneBack to={toApplicants}>{messages.back.toApplicants}</PhoneBack>
                <ApplicantEditPage />
              </Panel>
            }
          />
          <Route
            path=":applicantId"
            element={<ApplicantScope home={portalPath(siteId, 'applicants')} />}
          >
            <Route path="jobs" element={<Hint text={messages.referred.title} />} />
            <Route
              path="history"
              element={
                <ApplicantHistoryPage
                  back={<PhoneBack to={toReferred}>{messages.back.toReferred}</PhoneBack>}
                />
              }
            />
            <Route
              path="jobs/:jobId/:candidateId"
              element={
                <ApplicantCandidatePage
                  back={<PhoneBack to={toReferred}>{messages.back.toReferred}</PhoneBack>}
                />
              }
            />
            <Route
              path="jobs/:jobId/:candidateId/edit"
              element={
                <ReferralFormMount
                  mode="update"
                  back={<PhoneBack to={toCandidate}>{messages.back.toCandidate}</PhoneBack>}
                />
              }
            />
            <Route element={<PublicJobsScope />}>
              <Route path="new-refer" element={<Hint text={messages.publicJobs.choose} />} />
              {['new-refer/:jobId', 'refer/:jobId'].map((path) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <ReferralFormMount
                      mode="register"
                      back={<PhoneBack to={toPublicJobs}>{messages.back.toPublicJobs}</PhoneBack>}
                    />
                  }
                />
              ))}
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<Navigate to={portalPath(siteId, 'applicants')} replace />} />
      </Routes>
    </QueryProvider>
  );
}
