// The reset page, exposed to the shell as remote_auth/ResetPassword: the token comes from the
// e-mailed link (?token=...); without one the page says the link is invalid and calls nothing.
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { loginPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { AuthCardPage } from '../../../components/auth-card-page';
import { FormAlert } from '../../../components/form-parts';
import { messages } from '../../../messages';
import { ResetPasswordForm } from './reset-password-form';
import { Stack } from '@portal/shared/ui/layout';

export default function ResetPasswordPage() {
  const siteId = useSiteId();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <AuthCardPage
      title={messages.resetTitle}
      lead={token === '' ? undefined : messages.resetLead}
      links={<Link to={loginPath(siteId)}>{messages.backToLogin}</Link>}
    >
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
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
