// The settings page: title, the left menu and the sections (account with password change,
// notifications, linked companies; for the main account also staff and the audit trail), each
// owned by its feature.
import styled from 'styled-components';
import { PageTitle } from '@portal/shared/ui/page-title';
import { stack } from '@portal/shared/ui/layout';
import { AccountSettings } from '../features/account/components/account-settings';
import { PasswordChange } from '../features/account/components/password-change';
import { LinkedCompanies } from '../features/linked-companies/components/linked-companies';
import { NotificationSettings } from '../features/notifications/components/notification-settings';
import { useAccountKind } from '../features/audit/api/audit';
import { AuditTrail } from '../features/audit/components/audit-trail';
import { StaffList } from '../features/audit/components/staff-list';
import { messages } from '../messages';
import { SettingsMenu } from './settings-menu';
import { SettingsSection } from './settings-section';
import {
  MAIN_ACCOUNT_SECTIONS,
  SETTINGS_CONTAINER,
  SETTINGS_SECTIONS,
  stackedSettings,
} from './sections';

const [account, notifications, linkedCompanies] = SETTINGS_SECTIONS;
const [staff, audit] = MAIN_ACCOUNT_SECTIONS;

export function SettingsPage() {
  const mainAccount = useAccountKind().data === 'main';
  return (
    <Page>
      <PageTitle>{messages.title}</PageTitle>
      <Lead>{messages.description}</Lead>
      <Columns>
        <SettingsMenu mainAccount={mainAccount} />
        <Sections>
          <SettingsSection id={account.id} title={account.title}>
            <AccountSettings />
            <PasswordChange />
          </SettingsSection>
          <SettingsSection id={notifications.id} title={notifications.title}>
            <NotificationSettings />
          </SettingsSection>
          <SettingsSection id={linkedCompanies.id} title={linkedCompanies.title}>
            <LinkedCompanies />
          </SettingsSection>
          {mainAccount ? (
            <>
              <SettingsSection id={staff.id} title={staff.title}>
                <StaffList />
              </SettingsSection>
              <SettingsSection id={audit.id} title={audit.title}>
                <AuditTrail />
              </SettingsSection>
            </>
          ) : null}
        </Sections>
      </Columns>
    </Page>
  );
}

const Page = styled.div`
  container: ${SETTINGS_CONTAINER} / inline-size;
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Columns = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xl};
  margin-top: ${({ theme }) => theme.space.xl};
  ${stackedSettings} {
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.lg};
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

const Sections = styled.div`
  ${stack('xl')}
  flex: 1;
  min-width: 0;
`;
