// One linkable company: 未連携 rows take a company code and apply it; other rows show a dash.
// After a successful application the input and button go away with the reloaded status, so the
// focus moves to the company's name cell instead of falling to the page.
import { FORM_ERROR, type FormApi } from 'final-form';
import { useId, useRef } from 'react';
import { Field, Form } from 'react-final-form';
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

interface CodeValues {
  code?: string;
}

/**
 * The row's form (react-final-form without a <form> element, which a table row cannot hold):
 * Enter or 適用 applies the code; the api's refusal stays under the input with the code kept.
 */
export function LinkedCompanyRow({ company, onApply }: LinkedCompanyRowProps) {
  const errorId = useId();
  const nameCell = useRef<HTMLTableCellElement>(null);
  const matched = company.status === PERMIT_MATCHING_STATUS.MATCHED;
  const unmatched = company.status === PERMIT_MATCHING_STATUS.UNMATCHED;

  async function apply({ code = '' }: CodeValues, form: FormApi<CodeValues>) {
    const outcome = await onApply(company.id, code.trim());
    if (!outcome.ok) return { [FORM_ERROR]: outcome.message };
    form.restart();
    nameCell.current?.focus();
    return undefined;
  }

  return (
    <Form<CodeValues> onSubmit={apply}>
      {({ handleSubmit, values, submitting, submitError, dirtySinceLastSubmit }) => {
        const hasCode = (values.code ?? '').trim() !== '';
        const error = dirtySinceLastSubmit ? undefined : (submitError as string | undefined);
        const submit = () => {
          if (hasCode && !submitting) void handleSubmit();
        };
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
                  <Field<string> name="code">
                    {({ input }) => (
                      <CodeInput
                        {...input}
                        aria-label={messages.companyCodeLabel(company.companyName)}
                        placeholder={messages.companyCodePlaceholder}
                        aria-describedby={error ? errorId : undefined}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter' && !event.nativeEvent.isComposing) submit();
                        }}
                      />
                    )}
                  </Field>
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
                  onClick={submit}
                >
                  {messages.apply}
                </Button>
              ) : (
                messages.none
              )}
            </Td>
          </tr>
        );
      }}
    </Form>
  );
}

/** As wide as its 10 % column, never wider (a min-width here once skewed the table). */
const CodeInput = styled(TextInput)`
  width: 100%;
  min-width: 0;
`;

const CodeError = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
