// 候補者情報登録 / 候補者情報更新: names (漢字, カナ), phone, e-mail and 直接連絡可否. Submit is
// disabled until every text field is non-empty after trimming (spec 2 §5); server messages
// show under their fields; leaving with unsaved changes asks first. An existing applicant whose
// normalised name and phone, name and e-mail, or phone alone match is shown as a possible
// duplicate with a link (it does not block saving).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePossibleDuplicates } from '@portal/shared/api-get-possible-duplicates';
import type { ApplicantPayload } from '@portal/shared/contract/applicants';
import { paths } from '@portal/shared/paths';
import { PossibleDuplicatesNotice } from '@portal/shared/ui/possible-duplicates';
import { useLeaveGuard } from '@portal/shared/leave-guard';
import { Button } from '@portal/shared/ui/button';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { wording } from '@portal/shared/site';
import { Field, Radio, TextInput } from '@portal/shared/ui/field';
import { InfoTip } from '@portal/shared/ui/info-tip';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';

const t = messages.form;
type TextKey = Exclude<keyof ApplicantPayload, 'directMessageFlag'>;
const TEXT_KEYS: TextKey[] = ['seiKanji', 'meiKanji', 'seiKana', 'meiKana', 'phone', 'email'];

export const EMPTY_APPLICANT: ApplicantPayload = {
  seiKanji: '',
  meiKanji: '',
  seiKana: '',
  meiKana: '',
  email: '',
  phone: '',
  directMessageFlag: false,
};

export function isComplete(values: ApplicantPayload): boolean {
  return TEXT_KEYS.every((key) => values[key].trim() !== '');
}

export interface ApplicantFormProps {
  initial: ApplicantPayload;
  submitLabel: string;
  /** Resolves to field errors to show, or null when saved (the guard then lets the user go). */
  onSubmit: (values: ApplicantPayload) => Promise<Record<string, string[]> | null>;
  /** The applicant being edited (null: a new one). */
  applicantId?: number | null;
}

export function ApplicantForm({
  initial,
  submitLabel,
  onSubmit,
  applicantId = null,
}: ApplicantFormProps) {
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const guard = useLeaveGuard(dirty);
  const siteId = useSiteId();
  // Possible duplicates of what is typed (never blocks saving); the edited one is not its own.
  const duplicates = usePossibleDuplicates({
    name: values.seiKanji + values.meiKanji,
    kana: values.seiKana + values.meiKana,
    phone: values.phone,
    email: values.email,
    exceptId: applicantId ?? undefined,
  });

  const set = <K extends keyof ApplicantPayload>(key: K, value: ApplicantPayload[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setDirty(true);
  };
  const text = (key: TextKey, label: string, type = 'text', autoComplete?: string) => (
    <TextInput
      id={`applicant-${key}`}
      aria-label={label}
      type={type}
      required
      autoComplete={autoComplete}
      value={values[key]}
      aria-invalid={errors[key] ? true : undefined}
      onChange={(event) => set(key, event.target.value)}
    />
  );
  const errorOf = (...keys: string[]) =>
    keys.flatMap((key) => errors[key] ?? []).join(' ') || undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete(values) || busy) return;
    setBusy(true);
    const result = await onSubmit(values);
    setBusy(false);
    if (result === null) setDirty(false);
    else setErrors(result);
  };

  return (
    <Form onSubmit={submit} noValidate aria-busy={busy}>
      <Field label={t.nameKanji} required error={errorOf('seiKanji', 'meiKanji')}>
        <Pair>
          <Labeled>
            {t.sei}
            {text('seiKanji', t.sei, 'text', 'family-name')}
          </Labeled>
          <Labeled>
            {t.mei}
            {text('meiKanji', t.mei, 'text', 'given-name')}
          </Labeled>
        </Pair>
      </Field>
      <Field label={t.nameKana} required error={errorOf('seiKana', 'meiKana')}>
        <Pair>
          <Labeled>
            {t.seiKana}
            {text('seiKana', t.seiKana)}
          </Labeled>
          <Labeled>
            {t.meiKana}
            {text('meiKana', t.meiKana)}
          </Labeled>
        </Pair>
      </Field>
      <Field label={t.phone} htmlFor="applicant-phone" required error={errorOf('phone')}>
        {text('phone', t.phone, 'tel', 'tel')}
      </Field>
      <Field label={t.email} htmlFor="applicant-email" required error={errorOf('email')}>
        {text('email', t.email, 'email', 'email')}
      </Field>
      <PossibleDuplicatesNotice
        duplicates={duplicates}
        texts={messages.duplicates}
        link={(duplicate) => (
          <Link to={paths.applicants.jobs(siteId, { applicantId: duplicate.id })}>
            {messages.duplicates.link(duplicate.fullNameKanji, duplicate.fullNameKana)}
          </Link>
        )}
      />
      <Field
        label={t.direct}
        required
        error={errorOf('directMessageFlag')}
        help={<InfoTip label={t.directHelp}>{wording(siteId).directContactTooltip}</InfoTip>}
      >
        <Choices role="radiogroup" aria-label={t.direct}>
          <Radio
            name="directMessageFlag"
            label={t.allowed}
            checked={!values.directMessageFlag}
            onChange={() => set('directMessageFlag', false)}
          />
          <Radio
            name="directMessageFlag"
            label={t.notAllowed}
            checked={values.directMessageFlag}
            onChange={() => set('directMessageFlag', true)}
          />
        </Choices>
      </Field>
      <Actions>
        <Button type="submit" disabled={!isComplete(values)} aria-disabled={busy || undefined}>
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

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 560px;
`;
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;
const Labeled = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Choices = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
