// The applicant routes, relative to the shell's `applicants/*`. Nested routes add the columns:
// applicants → referred jobs (:applicantId/...) → public jobs (new-refer, refer) → the panel.
// An unknown sub-path returns to the top.
// Weight: the pages behind a choice (the candidate page with its composer and schedule, the
// applicant form) are their own chunks, fetched when their route opens, not with the list.
import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams, type Params } from 'react-router-dom';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { PhoneBack, PhoneLevel, useIsLevel } from '@portal/shared/ui/phone-levels';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { ONE_COLUMN_BELOW } from '../components/column';
import { Panel } from '../components/panel';
import { ReferralFormMount } from '../components/referral-form-mount';
import { messages } from '../messages';
import {
  ApplicantsLayout,
  ColumnWith,
  Welcome,
} from '../features/applicants/components/applicants-layout';
import { PublicJobsColumn } from '../features/referred-jobs/components/public-jobs-column';
import { ReferredJobsColumn } from '../features/referred-jobs/components/referred-jobs-column';

const ApplicantRegisterPage = lazy(() =>
  import('../features/applicants/components/applicant-form-page').then((module) => ({
    default: module.ApplicantRegisterPage,
  })),
);
const ApplicantEditPage = lazy(() =>
  import('../features/applicants/components/applicant-form-page').then((module) => ({
    default: module.ApplicantEditPage,
  })),
);
const ApplicantHistoryPage = lazy(() =>
  import('../features/applicants/components/applicant-history-page').then((module) => ({
    default: module.ApplicantHistoryPage,
  })),
);
const ApplicantCandidatePage = lazy(() =>
  import('../features/candidate/components/candidate-detail-page').then((module) => ({
    default: module.ApplicantCandidatePage,
  })),
);

/** A page fetched when its route opens: a loading line in its place meanwhile. */
function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingText />}>{children}</Suspense>;
}

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

/**
 * 候補者情報更新 (edit/:applicantId) keeps the applicant's context: their referred jobs beside
 * the form, as on the applicant's other pages (on a phone the form alone).
 */
function EditScope({ home }: { home: string }) {
  const id = useParams().applicantId ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(id)) return <Navigate to={home} replace />;
  return <ColumnWith column={<ReferredJobsColumn />} current={false} />;
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
                <Later>
                  <ApplicantRegisterPage />
                </Later>
              </Panel>
            }
          />
          <Route
            path="edit/:applicantId"
            element={<EditScope home={portalPath(siteId, 'applicants')} />}
          >
            <Route
              index
              element={
                <Panel>
                  <PhoneBack to={toApplicants}>{messages.back.toApplicants}</PhoneBack>
                  <Later>
                    <ApplicantEditPage />
                  </Later>
                </Panel>
              }
            />
          </Route>
          <Route
            path=":applicantId"
            element={<ApplicantScope home={portalPath(siteId, 'applicants')} />}
          >
            <Route path="jobs" element={<Hint text={messages.referred.title} />} />
            <Route
              path="history"
              element={
                <Later>
                  <ApplicantHistoryPage
                    back={<PhoneBack to={toReferred}>{messages.back.toReferred}</PhoneBack>}
                  />
                </Later>
              }
            />
            <Route
              path="jobs/:jobId/:candidateId"
              element={
                <Later>
                  <ApplicantCandidatePage
                    back={<PhoneBack to={toReferred}>{messages.back.toReferred}</PhoneBack>}
                  />
                </Later>
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
