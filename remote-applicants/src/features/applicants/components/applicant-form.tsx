// 候補者情報登録 / 候補者情報更新: names (漢字, カナ), phone, e-mail and 直接連絡可否, a
// react-final-form form checked with the api's own rules (applicantPayload of the contract).
// Submit is disabled until every text field is non-empty after trimming (spec 2 §5); a value the
// rule refuses otherwise (an e-mail address, a length) shows its message once the field is left;
// server messages show under their fields; leaving with unsaved changes asks first. An existing
// applicant whose normalised name and phone, name and e-mail, or phone alone match is shown as a
// possible duplicate with a link (it does not block saving).
import type { FormEvent } from 'react';
import type { SubmissionErrors } from 'final-form';
import { Form as FinalForm, useField, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { usePossibleDuplicates } from '@portal/shared/applicant-search';
import { applicantPayload, type ApplicantPayload } from '@portal/shared/contract/applicants';
import { PossibleDuplicatesNotice } from '@portal/shared/ui/possible-duplicates';
import { useLeaveGuard } from '@portal/shared/leave-guard';
import { Button } from '@portal/shared/ui/button';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { wording } from '@portal/shared/site';
import { Field, Radio, TextInput } from '@portal/shared/ui/field';
import { shownError, TextFormField } from '@portal/shared/ui/form-field';
import { InfoTip } from '@portal/shared/ui/info-tip';
import { mutedText, stack } from '@portal/shared/ui/layout';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';

const t = messages.form;
type TextKey = Exclude<keyof ApplicantPayload, 'directMessageFlag'>;
const TEXT_KEYS: TextKey[] = ['seiKanji', 'meiKanji', 'seiKana', 'meiKana', 'phone', 'email'];
const LABELS: Record<TextKey, string> = {
  seiKanji: t.sei,
  meiKanji: t.mei,
  seiKana: t.seiKana,
  meiKana: t.meiKana,
  phone: t.phone,
  email: t.email,
};

export const EMPTY_APPLICANT: ApplicantPayload = {
  seiKanji: '',
  meiKanji: '',
  seiKana: '',
  meiKana: '',
  email: '',
  phone: '',
  directMessageFlag: false,
};

/** What the form holds: react-final-form leaves a cleared input undefined. */
type Values = Partial<ApplicantPayload>;

/** An empty field: no message (the disabled button says it), but the form cannot be sent. */
const REQUIRED = { required: true } as const;

/**
 * Each text field by its rule in the contract (what POST/PUT /applicants accept): empty after
 * trimming is REQUIRED, any other refusal is the message the api gives for it.
 */
export function validateApplicant(values: Values): Record<string, string | typeof REQUIRED> {
  const errors: Record<string, string | typeof REQUIRED> = {};
  for (const key of TEXT_KEYS) {
    const value = values[key] ?? '';
    if (value.trim() === '') {
      errors[key] = REQUIRED;
      continue;
    }
    const issue = applicantPayload.shape[key].safeParse(value).error?.issues[0];
    if (!issue) continue;
    errors[key] =
      issue.code === 'too_big'
        ? t.tooLong(LABELS[key], Number(issue.maximum))
        : key === 'email'
          ? t.invalidEmail
          : t.invalid(LABELS[key]);
  }
  return errors;
}

const payloadOf = (values: Values): ApplicantPayload => ({
  ...EMPTY_APPLICANT,
  ...Object.fromEntries(TEXT_KEYS.map((key) => [key, values[key] ?? ''])),
  directMessageFlag: values.directMessageFlag ?? false,
});

export interface ApplicantFormProps {
  initial: ApplicantPayload;
  submitLabel: string;
  /** Resolves to the errors to show, or undefined when saved (the guard then lets the user go). */
  onSubmit: (values: ApplicantPayload) => Promise<SubmissionErrors | undefined>;
  /** The applicant being edited (null: a new one). */
  applicantId?: number | null;
}

export function ApplicantForm({
  initial,
  submitLabel,
  onSubmit,
  applicantId = null,
}: ApplicantFormProps) {
  const submit = (values: Values) => onSubmit(payloadOf(values));
  return (
    <FinalForm<Values> initialValues={initial} validate={validateApplicant} onSubmit={submit}>
      {({ handleSubmit }) => (
        <ApplicantFields
          applicantId={applicantId}
          submitLabel={submitLabel}
          onSubmit={(event) => void handleSubmit(event)}
        />
      )}
    </FinalForm>
  );
}

function ApplicantFields({
  applicantId,
  submitLabel,
  onSubmit,
}: {
  applicantId: number | null;
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
}) {
  const { values, dirty, submitting, submitSucceeded, dirtySinceLastSubmit } =
    useFormState<Values>();
  // Saved and not changed since: the user may go (the page navigates after a save).
  const guard = useLeaveGuard(Boolean(dirty && !(submitSucceeded && !dirtySinceLastSubmit)));
  const siteId = useSiteId();
  // Possible duplicates of what is typed (never blocks saving); the edited one is not its own.
  const duplicates = usePossibleDuplicates({
    name: (values.seiKanji ?? '') + (values.meiKanji ?? ''),
    kana: (values.seiKana ?? '') + (values.meiKana ?? ''),
    phone: values.phone ?? '',
    email: values.email ?? '',
    exceptId: applicantId ?? undefined,
  });
  const complete = TEXT_KEYS.every((key) => (values[key] ?? '').trim() !== '');
  const direct = useField<boolean>('directMessageFlag');
  const directError = shownError(direct.meta as Parameters<typeof shownError>[0], false);

  return (
    <Form onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <NamePair
        label={t.nameKanji}
        keys={['seiKanji', 'meiKanji']}
        complete={['family-name', 'given-name']}
      />
      <NamePair label={t.nameKana} keys={['seiKana', 'meiKana']} />
      <TextFormField name="phone" label={t.phone} type="tel" required autoComplete="tel" />
      <TextFormField name="email" label={t.email} type="email" required autoComplete="email" />
      <PossibleDuplicatesNotice duplicates={duplicates} texts={messages.duplicates} />
      <Field
        label={t.direct}
        required
        error={directError}
        help={<InfoTip label={t.directHelp}>{wording(siteId).directContactTooltip}</InfoTip>}
      >
        <Choices role="radiogroup" aria-label={t.direct}>
          <Radio
            name="directMessageFlag"
            label={t.allowed}
            checked={!direct.input.value}
            onChange={() => direct.input.onChange(false)}
          />
          <Radio
            name="directMessageFlag"
            label={t.notAllowed}
            checked={Boolean(direct.input.value)}
            onChange={() => direct.input.onChange(true)}
          />
        </Choices>
      </Field>
      <Actions>
        <Button type="submit" disabled={!complete} aria-disabled={submitting || undefined}>
          {submitLabel}
        </Button>
      </Actions>
      <ConfirmDialog
        open={guard.pendingPath !== null}
        title={messages.leave.title}
        message={messages.leave.message}
        cancelLabel={messages.leave.cancel}
        confirmLabel={messages.leave.confirm}
        onCancel={guard.stay}
        onConfirm={guard.leave}
      />
    </Form>
  );
}

/** 姓 and 名 (or セイ and メイ) under one label, their messages together under both. */
function NamePair({
  label,
  keys: [first, second],
  complete,
}: {
  label: string;
  keys: [TextKey, TextKey];
  complete?: [string, string];
}) {
  const one = useField<string>(first);
  const other = useField<string>(second);
  const errorOf = (meta: typeof one.meta) => shownError(meta, false);
  const error = [errorOf(one.meta), errorOf(other.meta)].filter(Boolean).join(' ') || undefined;
  const input = (key: TextKey, field: typeof one, autoComplete?: string) => (
    <Labeled>
      {LABELS[key]}
      <TextInput
        {...field.input}
        id={`applicant-${key}`}
        aria-label={LABELS[key]}
        type="text"
        required
        autoComplete={autoComplete}
        aria-invalid={errorOf(field.meta) ? true : undefined}
      />
    </Labeled>
  );
  return (
    <Field label={label} required error={error}>
      <Pair>
        {input(first, one, complete?.[0])}
        {input(second, other, complete?.[1])}
      </Pair>
    </Field>
  );
}

const Form = styled.form`
  ${stack('lg')}
  max-width: 560px;
`;
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const Labeled = styled.label`
  ${stack('xxs')}
  ${mutedText}
`;
const Choices = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
