// The account form: five required fields (labels only, spec 1 §5: the server validates) and the
// optional additional e-mails; '保存する' PATCHes the whole account.
import { useId, useRef, useState, type FormEvent } from 'react';
import type { IntroductionCompanyAccount } from '@portal/shared/contract/settings';
import { Button } from '@portal/shared/ui/button';
import { Field, TextInput } from '@portal/shared/ui/field';
import { Actions, FieldStack } from '../../../components/form-layout';
import { InlineError } from '../../../components/inline-error';
import { messages } from '../../../messages';
import { useSaveAccount } from '../api/patch-account';
import { AdditionalEmails, type EmailRow } from './additional-emails';

type TextField = Exclude<keyof IntroductionCompanyAccount, 'additionalEmail'>;

const TEXT_FIELDS: { name: TextField; label: string; type: string; autoComplete: string }[] = [
  {
    name: 'introductionCompanyName',
    label: messages.companyName,
    type: 'text',
    autoComplete: 'organization',
  },
  { name: 'phoneNumber', label: messages.phoneNumber, type: 'tel', autoComplete: 'tel' },
  {
    name: 'contactPersonnel',
    label: messages.contactPersonnel,
    type: 'text',
    autoComplete: 'name',
  },
  { name: 'address', label: messages.address, type: 'text', autoComplete: 'street-address' },
  { name: 'email', label: messages.email, type: 'email', autoComplete: 'email' },
];

function pickTextFields(account: IntroductionCompanyAccount): Record<TextField, string> {
  const { introductionCompanyName, phoneNumber, contactPersonnel, address, email } = account;
  return { introductionCompanyName, phoneNumber, contactPersonnel, address, email };
}

export function AccountForm({ initial }: { initial: IntroductionCompanyAccount }) {
  const idPrefix = useId();
  const save = useSaveAccount();
  const nextKey = useRef(0);
  const toRow = (value: string): EmailRow => ({ key: nextKey.current++, value });

  const [values, setValues] = useState<Record<TextField, string>>(() => pickTextFields(initial));
  const [rows, setRows] = useState<EmailRow[]>(() => initial.additionalEmail.map(toRow));
  const [addedKey, setAddedKey] = useState<number>();
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string>();

  function addRow() {
    const row = toRow('');
    setRows((current) => [...current, row]);
    setAddedKey(row.key);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // Blank rows are rows the user added and left empty: they are not addresses to save.
    const sent = rows
      .map((row) => ({ ...row, value: row.value.trim() }))
      .filter((row) => row.value !== '');
    setSubmitting(true);
    const outcome = await save({ ...values, additionalEmail: sent.map((row) => row.value) });
    setSubmitting(false);
    if (outcome.ok) {
      setRows(sent);
      setFieldErrors({});
      setRowErrors({});
      setFormError(undefined);
      return;
    }
    setFieldErrors(outcome.fieldErrors);
    // The server numbers additional e-mails as sent (`additionalEmail.1`), blank rows left out.
    const byRow: Record<number, string> = {};
    sent.forEach((row, index) => {
      const message = outcome.fieldErrors[`additionalEmail.${index}`];
      if (message !== undefined) byRow[row.key] = message;
    });
    setRowErrors(byRow);
    setFormError(outcome.formError);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={messages.accountTitle}>
      <FieldStack>
        {TEXT_FIELDS.map((field) => (
          <Field
            key={field.name}
            label={field.label}
            htmlFor={`${idPrefix}-${field.name}`}
            required
            error={fieldErrors[field.name]}
          >
            <TextInput
              type={field.type}
              name={field.name}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => {
                const { value } = event.target;
                setValues((current) => ({ ...current, [field.name]: value }));
              }}
            />
          </Field>
        ))}
        <AdditionalEmails
          rows={rows}
          focusKey={addedKey}
          onChange={setRows}
          onAdd={addRow}
          groupError={fieldErrors.additionalEmail}
          rowErrors={rowErrors}
        />
      </FieldStack>
      <Actions>
        {/* Busy, not disabled: a disabled button would drop the keyboard focus to the page. */}
        <Button type="submit" busy={submitting}>
          {messages.save}
        </Button>
        {formError ? <InlineError>{formError}</InlineError> : null}
      </Actions>
    </form>
  );
}
