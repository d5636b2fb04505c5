// One linkable company: 未連携 rows take a company code and apply it; other rows show a dash.
// After a successful application the input and button go away with the reloaded status, so the
// focus moves to the company's name cell instead of falling to the page.
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { PERMIT_MATCHING_STATUS } from '@portal/shared/enums';
import type { LinkableCompany } from '@portal/shared/contract/settings';
import { Badge } from '@portal/shared/ui/badge';
import { Button } from '@portal/shared/ui/button';
import { TextInput } from '@portal/shared/ui/field';
import { Td } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';
import type { ApplyOutcome } from '../api/put-permit-matching';

const [nameColumn, emailColumn, statusColumn, codeColumn, actionColumn] = [
  messages.columnCompanyName,
  messages.columnCompanyEmail,
  messages.columnStatus,
  messages.columnCompanyCode,
  messages.columnAction,
];

interface LinkedCompanyRowProps {
  company: LinkableCompany;
  onApply: (id: number, companyCode: string) => Promise<ApplyOutcome>;
}

export function LinkedCompanyRow({ company, onApply }: LinkedCompanyRowProps) {
  const errorId = useId();
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const nameCell = useRef<HTMLTableCellElement>(null);
  const matched = company.status === PERMIT_MATCHING_STATUS.MATCHED;
  const unmatched = company.status === PERMIT_MATCHING_STATUS.UNMATCHED;
  const canApply = code.trim() !== '' && !submitting;
  const hasCode = code.trim() !== '';

  async function apply() {
    if (!canApply) return;
    setSubmitting(true);
    setError(undefined);
    const outcome = await onApply(company.id, code.trim());
    setSubmitting(false);
    if (outcome.ok) {
      setCode('');
      nameCell.current?.focus();
    } else setError(outcome.message);
  }

  return (
    <tr>
      <Td label={nameColumn} ref={nameCell} tabIndex={-1}>
        {company.companyName}
      </Td>
      <Td label={emailColumn}>{company.companyEmail}</Td>
      <Td label={statusColumn}>
        <Badge tone={matched ? 'green' : 'grey'}>
          {matched ? messages.statusMatched : messages.statusUnmatched}
        </Badge>
      </Td>
      <Td label={codeColumn}>
        {unmatched ? (
          <>
            <CodeInput
              aria-label={messages.companyCodeLabel(company.companyName)}
              placeholder={messages.companyCodePlaceholder}
              aria-describedby={error ? errorId : undefined}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.nativeEvent.isComposing) void apply();
              }}
            />
            {error ? (
              <CodeError id={errorId} role="alert">
                {error}
              </CodeError>
            ) : null}
          </>
        ) : (
          messages.none
        )}
      </Td>
      <Td label={actionColumn}>
        {unmatched ? (
          <Button
            type="button"
            size="sm"
            aria-label={messages.applyLabel(company.companyName)}
            disabled={!hasCode && !submitting}
            busy={submitting}
            onClick={() => void apply()}
          >
            {messages.apply}
          </Button>
        ) : (
          messages.none
        )}
      </Td>
    </tr>
  );
}

const CodeInput = styled(TextInput)`
  min-width: 9em;
`;

const CodeError = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
