// 操作履歴: the agency's whole trail (main account only), filtered by staff, action and period,
// paged (さらに表示) and exported as CSV with the same filters.
import { useState } from 'react';
import styled from 'styled-components';
import type { AuditFilter } from '@portal/shared/contract/audit';
import {
  AUDIT_ACTION_LABELS,
  auditCsvFileName,
  type AuditAction,
} from '@portal/shared/contract/audit-labels';
import { downloadFile } from '@portal/shared/download';
import { toastFailure } from '@portal/shared/http';
import { AuditList } from '@portal/shared/ui/audit-list';
import { Button } from '@portal/shared/ui/button';
import { Field, Select, TextInput } from '@portal/shared/ui/field';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { messages } from '../../../messages';
import { exportAudit, useAuditPages, useStaff } from '../api/audit';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function AuditTrail() {
  const staff = useStaff(true);
  const [accountId, setAccountId] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [exporting, setExporting] = useState(false);
  const filter: AuditFilter = {
    ...(accountId ? { accountId: Number(accountId) } : {}),
    ...(action ? { action: action as AuditAction } : {}),
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
  };
  const pages = useAuditPages(filter);
  return (
    <>
      <Lead>{messages.auditLead}</Lead>
      <Filters>
        <Field label={messages.auditStaff} htmlFor="audit-staff">
          <Select
            id="audit-staff"
            value={accountId}
            onChange={(event) => setAccountId(event.target.value)}
          >
            <option value="">{messages.auditAll}</option>
            {(staff.data ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.name || member.userId}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={messages.auditAction} htmlFor="audit-action">
          <Select
            id="audit-action"
            value={action}
            onChange={(event) => setAction(event.target.value)}
          >
            <option value="">{messages.auditAll}</option>
            {Object.entries(AUDIT_ACTION_LABELS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <DateFilter id="audit-from" label={messages.auditFrom} value={from} onChange={setFrom} />
        <DateFilter id="audit-to" label={messages.auditTo} value={to} onChange={setTo} />
        <Button
          type="button"
          variant="secondary"
          busy={exporting}
          onClick={async () => {
            setExporting(true);
            const result = await downloadFile(exportAudit(filter), auditCsvFileName(new Date()));
            setExporting(false);
            if (!result.ok) toastFailure(result.error, messages.auditExportFailure);
          }}
        >
          {messages.auditExport}
        </Button>
      </Filters>
      {pages.isPending ? (
        <LoadingText>{messages.auditLoading}</LoadingText>
      ) : pages.isError ? (
        <p role="alert">{messages.auditFailure}</p>
      ) : (
        <AuditList
          label={messages.auditList}
          entries={pages.data.pages.flatMap((page) => page.records)}
          texts={{
            empty: messages.auditEmpty,
            more: messages.auditMore,
            by: messages.auditBy,
            target: messages.auditTarget,
          }}
          hasMore={pages.hasNextPage}
          loadingMore={pages.isFetchingNextPage}
          onMore={() => void pages.fetchNextPage()}
        />
      )}
    </>
  );
}

/** A day the trail starts or ends on (a native date input: YYYY-MM-DD, empty for open). */
function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} htmlFor={id}>
      <TextInput
        id={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0;
`;
