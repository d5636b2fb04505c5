// applicants/register and applicants/edit/{id}: the form, its toasts, and where the user goes
// after saving (the applicant's referred jobs).
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@portal/shared/paths';
import type { ApplicantPayload } from '@portal/shared/contract/applicants';
import { toast } from '@portal/shared/feedback';
import { refusedSubmission } from '@portal/shared/form-failures';
import { failureOf } from '@portal/shared/query-client';
import { useSiteId } from '@portal/shared/use-site-id';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { PageTitle } from '@portal/shared/ui/page-title';
import { messages } from '../../../messages';
import { useApplicant, useMergedRedirect } from '../api/get-applicant';
import { useSaveApplicant } from '../api/save-applicant';
import { ApplicantForm, EMPTY_APPLICANT } from './applicant-form';
import { ErrorWithRetry } from '@portal/shared/ui/error-with-retry';

const t = messages.form;
/** The form's fields: the server's reasons about them show beside them. */
const APPLICANT_FIELDS = Object.keys(EMPTY_APPLICANT);

function Editor({ id, initial }: { id: number | null; initial: ApplicantPayload }) {
  const siteId = useSiteId();
  const navigate = useNavigate();
  const save = useSaveApplicant(id);
  const submit = async (values: ApplicantPayload) => {
    try {
      const saved = await save.mutateAsync(values);
      toast.success(id === null ? t.registered : t.updated);
      // After the guard has seen the saved state (spec 2: navigation after save is delayed 100 ms).
      setTimeout(() => navigate(paths.applicants.jobs(siteId, { applicantId: saved.id })), 100);
      return undefined;
    } catch (error) {
      const message = id === null ? t.registerFailed : t.updateFailed;
      const failure = failureOf(error);
      if (failure) return refusedSubmission(failure, APPLICANT_FIELDS, message);
      toast.error(message);
      return {};
    }
  };
  return (
    <ApplicantForm
      applicantId={id}
      initial={initial}
      submitLabel={id === null ? t.register : t.update}
      onSubmit={submit}
    />
  );
}

export function ApplicantRegisterPage() {
  return (
    <section aria-labelledby="applicant-form-title">
      <PageTitle id="applicant-form-title">{t.registerTitle}</PageTitle>
      <Editor id={null} initial={EMPTY_APPLICANT} />
    </section>
  );
}

export function ApplicantEditPage() {
  const id = Number(useParams().applicantId);
  const applicant = useApplicant(id, t.loadFailed);
  useMergedRedirect(id, applicant.data?.id);
  return (
    <section aria-labelledby="applicant-form-title">
      <PageTitle id="applicant-form-title">{t.editTitle}</PageTitle>
      {applicant.isPending ? (
        <LoadingText>{t.loading}</LoadingText>
      ) : applicant.isError ? (
        <ErrorWithRetry message={t.loadFailed} onRetry={() => void applicant.refetch()} />
      ) : applicant.data.id !== id ? (
        <LoadingText>{t.loading}</LoadingText>
      ) : (
        <Editor key={id} id={id} initial={toPayload(applicant.data)} />
      )}
    </section>
  );
}

function toPayload(detail: ApplicantPayload): ApplicantPayload {
  const { seiKanji, meiKanji, seiKana, meiKana, email, phone, directMessageFlag } = detail;
  return { seiKanji, meiKanji, seiKana, meiKana, email, phone, directMessageFlag };
}
