// An audit trail as a list (issue 22): newest first, each record with its time (to the second,
// Tokyo), who did it, the action, what it was about (対象, when the caller names it) and what
// changed (before → after, as audit-format.ts reads the values, like the CSV export). Used by the
// candidate's and the applicant's 履歴 and by the settings' 操作履歴; the caller pages it (さらに表示).
import styled from 'styled-components';
import { auditActorText, auditChanges } from '../audit-format';
import type { AuditEntry } from '../contract/audit';
import { AUDIT_ACTION_LABELS, auditTargetLabel } from '../contract/audit-labels';
import { formatDateTimeSeconds } from '../format';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { cluster } from './layout';

export interface AuditListTexts {
  empty: string;
  more: string;
  by: (name: string) => string;
  /** 対象：…, given the target's label; the target is not shown without it. */
  target?: (label: string) => string;
}

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry);
  if (!changes.length) return null;
  return (
    <ChangeList>
      {changes.map((change) => (
        <li key={change.key}>
          <span>{change.label}</span>：
          {change.before !== undefined ? (
            <>
              <del>{change.before}</del> →{' '}
            </>
          ) : null}
          <ins>{change.after}</ins>
        </li>
      ))}
    </ChangeList>
  );
}

export function AuditList({
  entries,
  texts,
  hasMore,
  loadingMore,
  onMore,
  label,
}: {
  entries: AuditEntry[];
  texts: AuditListTexts;
  hasMore: boolean;
  loadingMore?: boolean;
  onMore: () => void;
  label: string;
}) {
  if (!entries.length) return <EmptyState message={texts.empty} />;
  return (
    <div>
      <List aria-label={label}>
        {entries.map((entry) => (
          <Item key={entry.id} data-testid="audit-entry">
            <Head>
              <time dateTime={entry.at}>{formatDateTimeSeconds(entry.at)}</time>
              <strong>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</strong>
              <span>{texts.by(auditActorText(entry.actor))}</span>
              {texts.target ? (
                <span>{texts.target(auditTargetLabel(entry.targetType))}</span>
              ) : null}
            </Head>
            <Changes entry={entry} />
          </Item>
        ))}
      </List>
      {hasMore ? (
        <More>
          <Button type="button" variant="secondary" busy={loadingMore} onClick={onMore}>
            {texts.more}
          </Button>
        </More>
      ) : null}
    </div>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;
const Item = styled.li`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;
const Head = styled.div`
  ${cluster('md')}
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;
const ChangeList = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  del {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ins {
    text-decoration: none;
    font-weight: 600;
  }
`;
const More = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;
