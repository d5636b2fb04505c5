// remote_jobs/ReferralForm (exposed; ReferralFormProps of @portal/shared/remote-modules):
// 紹介情報登録 (register: a new applicant or an existing one) or 紹介情報更新 (update, with
// candidateId), the job beside the form. Used by the jobs routes and, through federation, by the
// applicant screens.
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Stack } from '@portal/shared/ui/layout';
import styled from 'styled-components';
import { paths } from '@portal/shared/paths';
import type { ReferralFormProps } from '@portal/shared/remote-modules';
import { Button } from '@portal/shared/ui/button';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { PageTitle } from '@portal/shared/ui/page-title';
import { QueryProvider } from '@portal/shared/ui/query-provider';
import { useSiteId } from '@portal/shared/use-site-id';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { messages } from '../../../messages';
import { JobSummary } from '../../job-detail/components/job-summary';
import { useEntryFormFields } from '../api/get-entry-form-fields';
import { useReferralForm } from '../api/get-referral-form';
import { identityAnswers, useApplicant } from '../api/get-applicant';
import { initialValues, storedFiles } from '../engine/initial';
import { BookingModal } from './booking-modal';
import { ReferralFormView } from './referral-form-view';
import { useSubmitReferral } from './use-submit-referral';

export const NAVIGATE_DELAY_MS = 100;

function ReferralFormScreen({ jobId, applicantId, candidateId, onDone }: ReferralFormProps) {
  const siteId = useSiteId();
  const navigate = useNavigate();
  const update = candidateId !== undefined;
  const title = update ? messages.updateTitle : messages.registerTitle;
  useDocumentTitle(title);
  const registerFields = useEntryFormFields(jobId, !update);
  const stored = useReferralForm(candidateId);
  const query = update ? stored : registerFields;
  const fields = useMemo(
    () => (update ? stored.data?.fields : registerFields.data) ?? [],
    [update, stored.data, registerFields.data],
  );
  // An existing applicant's referral starts from their name and contact.
  const applicant = useApplicant(update ? null : applicantId);
  const identity = useMemo(() => identityAnswers(applicant.data), [applicant.data]);
  const answers = update ? stored.data?.answers : identity;
  const effectiveJobId = update ? (stored.data?.jobId ?? null) : jobId;
  const initial = useMemo(() => initialValues(fields, answers), [fields, answers]);
  const storedNames = useMemo(
    () =>
      new Map(
        [...storedFiles(fields, answers)].map(([key, files]) => [key, files[0].fileViewName]),
      ),
    [fields, answers],
  );
  const [booking, setBooking] = useState<{ candidateId: number; companyId: number } | null>(null);

  const finish = (done: number) => {
    const result = { candidateId: done, applicantId: stored.data?.applicantId ?? applicantId };
    if (onDone) onDone(result);
    else if (update && result.applicantId && effectiveJobId) {
      navigate(
        paths.applicants.candidate(siteId, {
          applicantId: result.applicantId,
          jobId: effectiveJobId,
          candidateId: done,
        }),
      );
    } else navigate(paths.jobs.info(siteId, { jobId }));
  };
  const submit = useSubmitReferral({
    jobId: effectiveJobId,
    applicantId: stored.data?.applicantId ?? applicantId,
    candidateId,
    fields,
    onSuccess: (result) => {
      if (update) setTimeout(() => finish(result.candidateId), NAVIGATE_DELAY_MS);
      else setBooking(result);
    },
  });

  return (
    <Layout>
      {update ? (
        stored.data ? (
          <JobSummary job={stored.data.job} />
        ) : (
          <div />
        )
      ) : (
        <JobSummary jobId={jobId} />
      )}
      <Stack as="section" $gap="lg" $shrink>
        <PageTitle>{title}</PageTitle>
        {query.isPending || (applicant.isPending && applicant.fetchStatus !== 'idle') ? (
          <LoadingText>{messages.referralLoading}</LoadingText>
        ) : query.isError ? (
          <Stack $gap="sm" $align="flex-start" role="alert">
            <p>{messages.fieldsError}</p>
            <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
              {messages.retry}
            </Button>
          </Stack>
        ) : (
          <ReferralFormView
            key={`${effectiveJobId}-${candidateId ?? 'new'}`}
            fields={fields}
            initial={initial}
            update={update}
            newApplicant={!update && applicantId === null}
            storedFileNames={storedNames}
            draftParts={{ siteId, jobId: effectiveJobId ?? 0, applicantId, candidateId }}
            onSubmit={submit}
          />
        )}
      </Stack>
      <BookingModal
        companyId={booking?.companyId ?? null}
        onClose={() => {
          const done = booking?.candidateId ?? 0;
          setBooking(null);
          setTimeout(() => finish(done), NAVIGATE_DELAY_MS);
        }}
      />
    </Layout>
  );
}

export default function ReferralForm(props: ReferralFormProps) {
  return (
    <QueryProvider>
      <ReferralFormScreen {...props} />
    </QueryProvider>
  );
}

// The job beside the form, or above it when the form's own place is narrow (a phone, or a
// panel beside the applicant columns): a container query, so the host's layout decides.
const Container = styled.div`
  container-type: inline-size;
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(240px, 320px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  @container (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
function Layout({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Columns>{children}</Columns>
    </Container>
  );
}
