// The reset page, exposed to the shell as remote_auth/ResetPassword: the token comes from the
// e-mailed link (?token=...); without one the page says the link is invalid and calls nothing.
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AuthCardPage } from '../../../components/auth-card-page';
import { FormAlert } from '../../../components/form-parts';
import { messages } from '../../../messages';
import { ResetPasswordForm } from './reset-password-form';
import { Stack, mutedText } from '@portal/shared/ui/layout';

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <AuthCardPage title={messages.resetTitle} lead={token === '' ? undefined : messages.resetLead}>
      {token === '' ? (
        <Stack $gap="sm">
          <FormAlert>{messages.invalidLink}</FormAlert>
          <Hint>{messages.invalidLinkHint}</Hint>
        </Stack>
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </AuthCardPage>
  );
}

const Hint = styled.p`
  ${mutedText}
`;
