// Staff named to the agency (issue 22): which staff member of the agency sent a message, made or
// cancelled a reservation or confirmed a date — "送信者：佐藤 花子" — in the company chat, the
// candidate's messages, the event's 予約者一覧 and the candidate's 説明会・面接 tab. Nothing when the
// answer names nobody (the company did it, or a row written before the account was recorded).
import styled from 'styled-components';

export const STAFF_TEXTS = {
  sentBy: '送信者',
  reservedBy: '予約者',
  cancelledBy: '取消者',
  confirmedBy: '確定者',
} as const;

export type StaffRole = keyof typeof STAFF_TEXTS;

export const staffNoteText = (role: StaffRole, name: string) => `${STAFF_TEXTS[role]}：${name}`;

export function StaffNote({ role, name }: { role: StaffRole; name: string | null | undefined }) {
  if (!name) return null;
  return <Note data-staff={role}>{staffNoteText(role, name)}</Note>;
}

const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
