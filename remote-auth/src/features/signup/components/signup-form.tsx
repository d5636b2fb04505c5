// The account form: every check runs on each change and shows while typing; 登録する waits until
// all pass. E-mail and the company code were verified on the way here (a main account's company-
// code authentication, a sub-account's invitation, which names its agency's code), so they are
// read-only and sent as shown (spec 1 §2, §3).
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { FormAlert, FormStack } from '../../../components/form-parts';
import { TextFormField } from '@portal/shared/ui/form-field';
import { required } from '../../../lib/required';
import { signupPasswordError } from '../../../lib/validation';
import { messages } from '../../../messages';
import { useSignup, type SignupValues } from '../api/signup';

const checks = {
  userId: required(messages.userIdRequired),
  companyName: required(messages.companyNameRequired),
  phone: required(messages.phoneRequired),
  contactPerson: required(messages.contactPersonRequired),
  address: required(messages.addressRequired),
};

function validate(values: SignupValues) {
  return {
    userId: checks.userId(values.userId),
    password: signupPasswordError(values.password),
    companyName: checks.companyName(values.companyName),
    phone: checks.phone(values.phone),
    contactPerson: checks.contactPerson(values.contactPerson),
    address: checks.address(values.address),
  };
}

interface Props {
  initialValues: SignupValues;
  /** Present for a sub-account (signup/{hashId}). */
  hashId?: string;
}

export function SignupForm({ initialValues, hashId }: Props) {
  const signup = useSignup(hashId);
  return (
    <Form<SignupValues>
      onSubmit={signup}
      initialValues={initialValues}
      validate={validate}
      render={({ handleSubmit, submitting, submitSucceeded, submitError, hasValidationErrors }) => (
        <Stack onSubmit={handleSubmit} noValidate>
          <TextFormField
            name="userId"
            label={messages.userId}
            required
            live
            autoComplete="username"
          />
          <TextFormField
            name="password"
            label={messages.password}
            type="password"
            required
            live
            hint={messages.passwordHint}
            autoComplete="new-password"
          />
          <TextFormField
            name="email"
            label={messages.emailLabel}
            type="email"
            readOnly
            hint={
              hashId === undefined ? messages.verifiedByCompanyCode : messages.verifiedByInvitation
            }
          />
          <TextFormField
            name="companyName"
            label={messages.companyName}
            required
            live
            autoComplete="organization"
          />
          <TextFormField
            name="phone"
            label={messages.phone}
            type="tel"
            required
            live
            autoComplete="tel"
          />
          <TextFormField
            name="contactPerson"
            label={messages.contactPerson}
            required
            live
            autoComplete="name"
          />
          <TextFormField
            name="address"
            label={messages.address}
            required
            live
            autoComplete="street-address"
          />
          <TextFormField
            name="companyCode"
            label={messages.companyCode}
            readOnly
            hint={
              hashId === undefined ? messages.verifiedByCompanyCode : messages.verifiedByInvitation
            }
          />
          {typeof submitError === 'string' && <FormAlert>{submitError}</FormAlert>}
          <Submit>
            <Button
              type="submit"
              size="lg"
              // After a success the page moves on in 100 ms; a second account must not be sent.
              disabled={hasValidationErrors || submitSucceeded}
              busy={submitting}
              aria-busy={submitting}
            >
              {messages.signupSubmit}
            </Button>
          </Submit>
        </Stack>
      )}
    />
  );
}

const Stack = styled(FormStack)`
  max-width: 560px;
`;

const Submit = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  button {
    min-width: 200px;
  }
`;
