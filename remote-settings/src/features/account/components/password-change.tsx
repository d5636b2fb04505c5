// The password change under the account form: no client-side check (spec 1 §5), the server's
// reason shown beside the field it concerns, the three fields cleared after a success.
import { useId } from 'react';
import type { FormApi } from 'final-form';
import { Form as FinalForm } from 'react-final-form';
import styled from 'styled-components';
import type { PasswordChangeRequest } from '@portal/shared/contract/settings';
import { TextFormField } from '@portal/shared/ui/form-field';
import { FieldStack, SubmitRow } from '../../../components/form-layout';
import { messages } from '../../../messages';
import { useChangePassword } from '../api/patch-password';

const EMPTY: PasswordChangeRequest = {
  oldPassword: '',
  newPassword: '',
  newPasswordConfirmation: '',
};

const FIELDS: { name: keyof PasswordChangeRequest; label: string; autoComplete: string }[] = [
  { name: 'oldPassword', label: messages.oldPassword, autoComplete: 'current-password' },
  { name: 'newPassword', label: messages.newPassword, autoComplete: 'new-password' },
  {
    name: 'newPasswordConfirmation',
    label: messages.newPasswordConfirmation,
    autoComplete: 'new-password',
  },
];

export function PasswordChange() {
  const titleId = `${useId()}-title`;
  const changePassword = useChangePassword();

  async function submit(values: PasswordChangeRequest, form: FormApi<PasswordChangeRequest>) {
    const errors = await changePassword({ ...EMPTY, ...values });
    // Changed: after the submit settles, so that the cleared form carries no submit state.
    if (!errors) setTimeout(() => form.restart(EMPTY));
    return errors;
  }

  return (
    <FinalForm<PasswordChangeRequest> initialValues={EMPTY} onSubmit={submit}>
      {({ handleSubmit, submitting, submitError }) => (
        <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby={titleId}>
          <Title id={titleId}>{messages.passwordTitle}</Title>
          <FieldStack>
            {FIELDS.map((field) => (
              <TextFormField
                key={field.name}
                name={field.name}
                label={field.label}
                type="password"
                autoComplete={field.autoComplete}
              />
            ))}
          </FieldStack>
          <SubmitRow label={messages.changePassword} submitting={submitting} error={submitError} />
        </Form>
      )}
    </FinalForm>
  );
}

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;
