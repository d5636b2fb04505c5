// One row per notification key, in the order of NOTIFICATION_KEYS, with 受け取る /
// 1日1回まとめて受け取る (the daily digest, issue 22) / 受け取らない.
// While a change is saving the radios are aria-disabled (not disabled: the one just chosen keeps
// the keyboard focus) and further changes are ignored until the server answers.
import { useId } from 'react';
import styled from 'styled-components';
import { NOTIFICATION_KEYS } from '@portal/shared/contract';
import { NOTIFICATION_MODES } from '@portal/shared/contract/notification-modes';
import { notificationLabel } from '@portal/shared/enums';
import { Radio } from '@portal/shared/ui/field';
import { media } from '@portal/shared/ui/responsive';
import { inlineRow } from '@portal/shared/ui/layout';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';
import type { NotificationFlags } from '../api/get-notifications';
import { useNotificationToggles } from '../api/put-notifications';

export function NotificationList({ initial }: { initial: NotificationFlags }) {
  const idPrefix = useId();
  const siteId = useSiteId();
  const { flags, saving, change } = useNotificationToggles(initial);

  return (
    <>
      <Lead>
        {messages.notificationsLead}
        <br />
        {messages.notificationsDigestHint}
      </Lead>
      <Rows aria-busy={saving}>
        {NOTIFICATION_KEYS.map((key) => {
          const labelId = `${idPrefix}-${key}`;
          const name = `${idPrefix}-${key}-value`;
          return (
            <Row key={key}>
              <Label id={labelId}>{notificationLabel(key, siteId)}</Label>
              <Choices role="radiogroup" aria-labelledby={labelId}>
                {NOTIFICATION_MODES.map((mode) => (
                  <Radio
                    key={mode}
                    name={name}
                    label={messages.notificationModes[mode]}
                    checked={flags[key] === mode}
                    aria-disabled={saving}
                    onChange={() => {
                      if (!saving) void change(key, mode);
                    }}
                  />
                ))}
              </Choices>
            </Row>
          );
        })}
      </Rows>
    </>
  );
}

const Lead = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Rows = styled.ul`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.li`
  ${inlineRow('lg')}
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.phone} {
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Label = styled.span`
  font-weight: 600;
`;

const Choices = styled.div`
  display: flex;
  flex-shrink: 0;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
`;
