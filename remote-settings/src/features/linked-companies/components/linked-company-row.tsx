// One linkable company: 未連携 rows take a company code and apply it; other rows show a dash.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { PERMIT_MATCHING_STATUS, type LinkableCompany } from '@portal/shared/contract';
import { Badge } from '@portal/shared/ui/badge';
import { Button } from '@portal/shared/ui/button';
import { TextInput } from '@portal/shared/ui/field';
import { messages } from '../../../messages';
import type { ApplyOutcome } from '../api/put-permit-matching';

interface LinkedCompanyRowProps {
  company: LinkableCompany;
  onApply: (id: number, companyCode: string) => Promise<ApplyOutcome>;
}

export function LinkedCompanyRow({ company, onApply }: LinkedCompanyRowProps) {
  const errorId = useId();
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const matched = company.status === PERMIT_MATCHING_STATUS.MATCHED;
  const unmatched = company.status === PERMIT_MATCHING_STATUS.UNMATCHED;
  const canApply = code.trim() !== '' && !submitting;

  async function apply() {
    if (!canApply) return;
    setSubmitting(true);
    setError(undefined);
    const outcome = await onApply(company.id, code.trim());
    setSubmitting(false);
    if (outcome.ok) setCode('');
    else setError(outcome.message);
  }

  return (
    <tr>
      <td>{company.companyName}</td>
      <td>{company.companyEmail}</td>
      <td>
        <Badge tone={matched ? 'green' : 'grey'}>
          {matched ? messages.statusMatched : messages.statusUnmatched}
        </Badge>
      </td>
      <td>
        {unmatched ? (
          <>
            <TextInput
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
      </td>
      <td>
        {unmatched ? (
          <Button
            type="button"
            size="sm"
            aria-label={messages.applyLabel(company.companyName)}
            disabled={!canApply}
            onClick={() => void apply()}
          >
            {messages.apply}
          </Button>
        ) : (
          messages.none
        )}
      </td>
    </tr>
  );
}

const CodeError = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
