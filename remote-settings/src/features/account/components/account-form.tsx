// The account form: five required fields (labels only, spec 1 §5: the server validates) and the
// optional additional e-mails; '保存する' PATCHes the whole account.
import { useRef, useState } from 'react';
import type { FormApi } from 'final-form';
import { Field as FormField, Form } from 'react-final-form';
import type { IntroductionCompanyAccount } from '@portal/shared/contract/settings';
import { TextFormField } from '@portal/shared/ui/form-field';
import { FieldStack, SubmitRow } from '../../../components/form-layout';
import { messages } from '../../../messages';
import { useSaveAccount } from '../api/patch-account';
import { AdditionalEmails, type EmailRow } from './additional-emails';

type TextField = Exclude<keyof IntroductionCompanyAccount, 'additionalEmail'>;

const TEXT_FIELDS: {
  name: TextField;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
}[] = [
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

type Values = Record<TextField, string> & { additionalEmail: EmailRow[] };

/** The server's reasons about the additional e-mails: for the whole list and per row (by key). */
interface EmailErrors {
  group?: string;
  rows: Record<number, string>;
}

export function AccountForm({ initial }: { initial: IntroductionCompanyAccount }) {
  const save = useSaveAccount();
  const nextKey = useRef(0);
  const toRow = (value: string): EmailRow => ({ key: nextKey.current++, value });
  const [initialValues] = useState<Values>(() => ({
    ...pickTextFields(initial),
    additionalEmail: initial.additionalEmail.map(toRow),
  }));
  const [addedKey, setAddedKey] = useState<number>();

  async function submit(values: Values, form: FormApi<Values>) {
    const { additionalEmail, ...text } = values;
    // Blank rows are rows the user added and left empty: they are not addresses to save.
    const sent = additionalEmail
      .map((row) => ({ ...row, value: row.value.trim() }))
      .filter((row) => row.value !== '');
    const fields = emptyToBlank(text);
    const errors = await save({ ...fields, additionalEmail: sent.map((row) => row.value) });
    if (!errors) {
      // Saved: the blank rows go, and the saved values are the form's new starting point.
      setTimeout(() => form.initialize({ ...fields, additionalEmail: sent }));
      return undefined;
    }
    // The server numbers additional e-mails as sent (`additionalEmail.1`), blank rows left out.
    const byKey = errors as Record<string, string | undefined>;
    const emailErrors: EmailErrors = { group: byKey.additionalEmail, rows: {} };
    sent.forEach((row, index) => {
      const message = byKey[`additionalEmail.${index}`];
      if (message !== undefined) emailErrors.rows[row.key] = message;
    });
    return { ...errors, additionalEmail: emailErrors };
  }

  return (
    <Form<Values> initialValues={initialValues} onSubmit={submit}>
      {({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-label={messages.accountTitle}
        >
          <FieldStack>
            {TEXT_FIELDS.map((field) => (
              <TextFormField
                key={field.name}
                name={field.name}
                label={field.label}
                type={field.type}
                required
                autoComplete={field.autoComplete}
              />
            ))}
            <FormField<EmailRow[]> name="additionalEmail">
              {({ input, meta }) => {
                const errors = meta.dirtySinceLastSubmit
                  ? undefined
                  : (meta.submitError as EmailErrors | undefined);
                return (
                  <AdditionalEmails
                    rows={input.value}
                    focusKey={addedKey}
                    onChange={input.onChange}
                    onAdd={() => {
                      const row = toRow('');
                      input.onChange([...input.value, row]);
                      setAddedKey(row.key);
                    }}
                    groupError={errors?.group}
                    rowErrors={errors?.rows ?? {}}
                  />
                );
              }}
            </FormField>
          </FieldStack>
          <SubmitRow label={messages.save} submitting={submitting} error={submitError} />
        </form>
      )}
    </Form>
  );
}

/** react-final-form leaves a cleared input undefined: the account sends it as ''. */
function emptyToBlank(values: Partial<Record<TextField, string>>): Record<TextField, string> {
  return {
    introductionCompanyName: values.introductionCompanyName ?? '',
    phoneNumber: values.phoneNumber ?? '',
    contactPersonnel: values.contactPersonnel ?? '',
    address: values.address ?? '',
    email: values.email ?? '',
  };
}
