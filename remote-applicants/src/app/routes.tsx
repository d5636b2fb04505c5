// The applicant routes, relative to the shell's `applicants/*`, each from the route table
// (@portal/shared/routes). Pathless layout routes add the columns: applicants → referred jobs
// (:applicantId/...) → public jobs (new-refer, refer) → the panel; each page names its whole
// pattern, so the layouts read its parameters. An unknown sub-path returns to the top.
// Weight: the pages behind a choice (the candidate page with its composer and schedule, the
// applicant form) are their own chunks, fetched when their route opens, not with the list.
import { Navigate, Route, Routes, useLocation, useParams, type Params } from 'react-router-dom';
import { fillPattern, routes, within, type PortalRoute } from '@portal/shared/routes';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { PhoneBack, PhoneLevel, useIsLevel } from '@portal/shared/ui/phone-levels';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { Later, lazyPage } from '@portal/shared/ui/lazy-page';
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

const { applicants } = routes;
const ApplicantRegisterPage = lazyPage([applicants.register], () =>
  import(
    /* webpackChunkName: "page.applicants.register" */ '../features/applicants/components/applicant-form-page'
  ).then((module) => module.ApplicantRegisterPage),
);
const ApplicantEditPage = lazyPage([applicants.edit], () =>
  import(
    /* webpackChunkName: "page.applicants.register" */ '../features/applicants/components/applicant-form-page'
  ).then((module) => module.ApplicantEditPage),
);
const ApplicantHistoryPage = lazyPage([applicants.history], () =>
  import(
    /* webpackChunkName: "page.applicants.history" */ '../features/applicants/components/applicant-history-page'
  ).then((module) => module.ApplicantHistoryPage),
);
const ApplicantCandidatePage = lazyPage([applicants.candidate], () =>
  import(
    /* webpackChunkName: "page.applicants.candidate" */ '../features/candidate/components/candidate-detail-page'
  ).then((module) => module.ApplicantCandidatePage),
);

/** `:applicantId` is a number; anything else (an unknown sub-path) returns to the top. */
function ApplicantScope({ home }: { home: string }) {
  const params = useParams();
  const id = params.applicantId ?? '';
  const current = useIsLevel(
    fillPattern(routes.applicants.applicant.path, params),
    fillPattern(routes.applicants.jobs.path, params),
  );
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
  const params: Readonly<Params> = useParams();
  const current = useIsLevel(fillPattern(routes.applicants.publicJobs.path, params));
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

// The parent level of a page on a phone: a route of the table filled with the page's parameters.
const toApplicants = () => fillPattern(routes.applicants.home.path);
const toReferred = (params: Readonly<Params>) => fillPattern(routes.applicants.jobs.path, params);
const toPublicJobs = (params: Readonly<Params>) =>
  fillPattern(routes.applicants.publicJobs.path, params);
const toCandidate = (params: Readonly<Params>) =>
  fillPattern(routes.applicants.candidate.path, params);

/** A route of the table, relative to the section's mount (applicants/*). */
const at = (route: PortalRoute) => within(routes.applicants, route);

export default function ApplicantsRoutes() {
  const siteId = useSiteId();
  const home = portalPath(siteId, 'applicants');
  const applicant = routes.applicants;
  return (
    <QueryProvider>
      <Routes>
        <Route element={<ApplicantsLayout />}>
          <Route index element={<Welcome />} />
          <Route
            path={at(applicant.register)}
            element={
              <Panel>
                <PhoneBack to={toApplicants}>{messages.back.toApplicants}</PhoneBack>
                <Later>
                  <ApplicantRegisterPage />
                </Later>
              </Panel>
            }
          />
          <Route element={<EditScope home={home} />}>
            <Route
              path={at(applicant.edit)}
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
          <Route element={<ApplicantScope home={home} />}>
            {/* The applicant's column alone: nothing beside it. */}
            <Route path={at(applicant.applicant)} element={null} />
            <Route path={at(applicant.jobs)} element={<Hint text={messages.referred.title} />} />
            <Route
              path={at(applicant.history)}
              element={
                <Later>
                  <ApplicantHistoryPage
                    back={<PhoneBack to={toReferred}>{messages.back.toReferred}</PhoneBack>}
                  />
                </Later>
              }
            />
            <Route
              path={at(applicant.candidate)}
              element={
                <Later>
                  <ApplicantCandidatePage
                    back={<PhoneBack to={toReferred}>{messages.back.toReferred}</PhoneBack>}
                  />
                </Later>
              }
            />
            <Route
              path={at(applicant.candidateEdit)}
              element={
                <ReferralFormMount
                  mode="update"
                  back={<PhoneBack to={toCandidate}>{messages.back.toCandidate}</PhoneBack>}
                />
              }
            />
            <Route element={<PublicJobsScope />}>
              <Route
                path={at(applicant.publicJobs)}
                element={<Hint text={messages.publicJobs.choose} />}
              />
              {[applicant.newRefer, applicant.refer].map((route) => (
                <Route
                  key={route.path}
                  path={at(route)}
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
        <Route path="*" element={<Navigate to={home} replace />} />
      </Routes>
    </QueryProvider>
  );
}
