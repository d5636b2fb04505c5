// やることを追加: a task by hand — the applicant (searched by name), optionally one of their
// referrals, the title, the due date and time (Tokyo), the owner (me by default) and a note.
// Checked with the contract's rules (taskCreateBody), as the api checks it; the server's reasons
// show beside their fields.
import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form as FinalForm, Field as FormField, type FieldMetaState } from 'react-final-form';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import styled from 'styled-components';
import { useApplicantPages } from '@portal/shared/applicant-search';
import { callQuery } from '@portal/shared/call-query';
import { taskCreateBody, type DashboardSummary } from '@portal/shared/contract/dashboard';
import { toast } from '@portal/shared/feedback';
import { refusedSubmission } from '@portal/shared/form-failures';
import { failureOf } from '@portal/shared/query-client';
import { tokyoDate } from '@portal/shared/tokyo-time';
import { Button } from '@portal/shared/ui/button';
import { Field, SearchInput, Select, TextArea, TextInput } from '@portal/shared/ui/field';
import { shownError } from '@portal/shared/ui/form-field';
import { Cluster, Stack, mutedText } from '@portal/shared/ui/layout';
import { Modal } from '@portal/shared/ui/modal';
import { useDebounced } from '@portal/shared/use-debounced';
import { messages } from '../../../messages';
import { useCreateTask } from '../api/tasks';

interface Values {
  applicantId: string;
  candidateId: string;
  title: string;
  dueDate: string;
  dueTime: string;
  ownerAccountId: string;
  note: string;
}

const FIELDS = ['applicantId', 'candidateId', 'title', 'dueAt', 'ownerAccountId', 'note'];

function payloadOf(values: Values) {
  return {
    applicantId: Number(values.applicantId),
    candidateId: values.candidateId ? Number(values.candidateId) : null,
    title: values.title ?? '',
    dueAt: values.dueDate && values.dueTime ? `${values.dueDate}T${values.dueTime}` : '',
    ownerAccountId: values.ownerAccountId ? Number(values.ownerAccountId) : undefined,
    note: values.note ?? '',
  };
}

/** The contract's rules, each message under the form's field. */
export function validateTask(values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.applicantId) errors.applicantId = messages.applicantRequired;
  if (!values.dueDate || !values.dueTime) errors.dueDate = messages.dueRequired;
  const parsed = taskCreateBody.safeParse(payloadOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      const field = key === 'dueAt' ? 'dueDate' : key;
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

export function TaskForm({ summary, onClose }: { summary: DashboardSummary; onClose: () => void }) {
  const create = useCreateTask();
  const initial: Values = {
    applicantId: '',
    candidateId: '',
    title: '',
    dueDate: tokyoDate(new Date()),
    dueTime: '18:00',
    ownerAccountId: String(summary.me.accountId),
    note: '',
  };

  const submit = async (values: Values): Promise<SubmissionErrors | undefined> => {
    try {
      await create.mutateAsync(taskCreateBody.parse(payloadOf(values)));
    } catch (error) {
      const failure = failureOf(error);
      if (!failure) return { [FORM_ERROR]: messages.createFailed };
      const errors = refusedSubmission(failure, FIELDS, messages.createFailed);
      const { dueAt, ...rest } = (errors ?? {}) as Record<string, string>;
      return dueAt ? { ...rest, dueDate: dueAt } : rest;
    }
    toast.success(messages.created);
    onClose();
    return undefined;
  };

  return (
    <FinalForm<Values> initialValues={initial} validate={validateTask} onSubmit={submit}>
      {({ handleSubmit, submitting, submitError, values, form }) => (
        <Modal
          open
          onClose={onClose}
          title={messages.formTitle}
          footer={
            <Cluster $gap="sm" $justify="flex-end">
              <Button variant="secondary" onClick={onClose}>
                {messages.cancel}
              </Button>
              <Button type="submit" form="task-form" disabled={submitting}>
                {messages.create}
              </Button>
            </Cluster>
          }
        >
          <Form id="task-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
            <Stack $gap="md">
              {submitError ? <Alert role="alert">{submitError}</Alert> : null}
              <ApplicantField onChosen={() => form.change('candidateId', '')} />
              <ReferralField applicantId={values.applicantId} />
              <TextField name="title" label={messages.taskTitle} required />
              <DueField />
              <FormField<string> name="ownerAccountId">
                {({ input, meta }) => (
                  <Labelled label={messages.owner} meta={meta}>
                    {(id) => (
                      <Select id={id} {...input}>
                        {summary.staff.map((member) => (
                          <option key={member.accountId} value={member.accountId}>
                            {member.name}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Labelled>
                )}
              </FormField>
              <FormField<string> name="note">
                {({ input, meta }) => (
                  <Labelled label={messages.note} meta={meta} optional>
                    {(id) => <TextArea id={id} rows={3} {...input} />}
                  </Labelled>
                )}
              </FormField>
            </Stack>
          </Form>
        </Modal>
      )}
    </FinalForm>
  );
}

function Labelled({
  label,
  meta,
  required,
  optional,
  children,
}: {
  label: string;
  meta: FieldMetaState<string>;
  required?: boolean;
  optional?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Field
      label={label}
      htmlFor={id}
      required={required}
      optional={optional}
      error={shownError(meta, false)}
    >
      {children(id)}
    </Field>
  );
}

function TextField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  return (
    <FormField<string> name={name}>
      {({ input, meta }) => (
        <Labelled label={label} meta={meta} required={required}>
          {(id) => <TextInput id={id} {...input} />}
        </Labelled>
      )}
    </FormField>
  );
}

/** The applicant: a name search (the server's, 250 ms after the last key) and the matches. */
function ApplicantField({ onChosen }: { onChosen: () => void }) {
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim(), 250);
  const pages = useApplicantPages(search);
  const found = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const hintId = useId();
  return (
    <Stack $gap="xs">
      <SearchInput
        label={messages.applicantSearch}
        value={keyword}
        onChange={setKeyword}
        aria-describedby={hintId}
      />
      <Hint id={hintId}>{messages.applicantSearchHint}</Hint>
      <FormField<string> name="applicantId">
        {({ input, meta }) => (
          <Labelled label={messages.applicant} meta={meta} required>
            {(id) => (
              <Select
                id={id}
                {...input}
                onChange={(event) => {
                  input.onChange(event);
                  onChosen();
                }}
              >
                <option value="">
                  {pages.isSuccess && !found.length
                    ? messages.applicantNone
                    : messages.applicantChoose}
                </option>
                {found.map((applicant) => (
                  <option key={applicant.id} value={applicant.id}>
                    {applicant.fullNameKanji}（{applicant.fullNameKana}）
                  </option>
                ))}
              </Select>
            )}
          </Labelled>
        )}
      </FormField>
    </Stack>
  );
}

/** The applicant's referrals to choose from (none: the task is about the applicant). */
function ReferralField({ applicantId }: { applicantId: string }) {
  const id = Number(applicantId);
  const referrals = useQuery({
    ...callQuery('/applicants/{id}/candidates', { params: { id }, query: {} }),
    enabled: id > 0,
  });
  return (
    <FormField<string> name="candidateId">
      {({ input, meta }) => (
        <Labelled label={messages.referral} meta={meta} optional>
          {(fieldId) => (
            <Select id={fieldId} {...input} disabled={!(id > 0)}>
              <option value="">
                {id > 0 && referrals.isPending ? messages.referralLoading : messages.referralNone}
              </option>
              {(referrals.data ?? []).map((entry) => (
                <option key={entry.candidate.id} value={entry.candidate.id}>
                  {entry.job ? `${entry.job.companyName} / ${entry.job.name}` : messages.jobRemoved}
                  {entry.candidate.selectionStepName
                    ? `（${entry.candidate.selectionStepName}）`
                    : ''}
                </option>
              ))}
            </Select>
          )}
        </Labelled>
      )}
    </FormField>
  );
}

function DueField() {
  const timeId = useId();
  return (
    <FormField<string> name="dueDate">
      {({ input, meta }) => (
        <Labelled label={messages.dueDate} meta={meta} required>
          {(id) => (
            <Cluster $gap="sm" $align="center">
              <DateInput id={id} type="date" {...input} />
              <FormField<string> name="dueTime">
                {({ input: time }) => (
                  <>
                    <label htmlFor={timeId}>{messages.dueTime}</label>
                    <DateInput id={timeId} type="time" step={300} {...time} />
                  </>
                )}
              </FormField>
            </Cluster>
          )}
        </Labelled>
      )}
    </FormField>
  );
}

const Form = styled.form`
  min-width: 0;
`;

const DateInput = styled(TextInput)`
  width: auto;
`;

const Hint = styled.p`
  ${mutedText}
`;

const Alert = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;
