// スタッフ: the agency's main account and sub-accounts (main account only).
import styled from 'styled-components';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { cluster } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';
import { useStaff } from '../api/audit';

export function StaffList() {
  const staff = useStaff(true);
  if (staff.isPending) return <LoadingText>{messages.staffLoading}</LoadingText>;
  if (staff.isError) return <p role="alert">{messages.staffFailure}</p>;
  return (
    <>
      <Lead>{messages.staffLead}</Lead>
      <List aria-label={messages.staffTitle}>
        {staff.data.map((member) => (
          <li key={member.id}>
            <strong>{member.name || member.userId}</strong>
            <span>
              {messages.staffKind}：
              {member.kind === 'main' ? messages.staffMain : messages.staffSub}
            </span>
            <span>
              {messages.staffUserId}：{member.userId}
            </span>
            <span>
              {messages.staffEmail}：{member.email}
            </span>
          </li>
        ))}
      </List>
    </>
  );
}

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    ${cluster('md')}
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;
