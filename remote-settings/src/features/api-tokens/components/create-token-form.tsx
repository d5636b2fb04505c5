// The form of a new API token, in a dialog: its name, the staff member it acts as (the main
// account chooses among the agency's staff; a sub-account's token is its own), read-only or
// read-write, and its expiry (90 days unless chosen). Checked with the contract's rules, so the
// form and the api agree; the server's reasons land beside their fields.
import { useId } from 'react';
import { Field as FinalField, Form as FinalForm } from 'react-final-form';
import styled from 'styled-components';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  DEFAULT_API_TOKEN_EXPIRY_DAYS,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@portal/shared/contract/api-tokens';
import type { StaffMember } from '@portal/shared/contract/audit';
import { Button } from '@portal/shared/ui/button';
import { Field, Radio, Select } from '@portal/shared/ui/field';
import { shownError, TextFormField } from '@portal/shared/ui/form-field';
import { Cluster, Stack } from '@portal/shared/ui/layout';
import { Modal } from '@portal/shared/ui/modal';
import { InlineError } from '../../../components/inline-error';
import { messages } from '../../../messages';
import { useCreateApiToken } from '../api/api-tokens';

interface Values {
  name: string;
  /** The chosen staff account, as the select's text ('' = oneself). */
  accountId: string;
  scope: ApiTokenScope;
  expiresInDays: string;
}

const INITIAL: Values = {
  name: '',
  accountId: '',
  scope: 'read',
  expiresInDays: String(DEFAULT_API_TOKEN_EXPIRY_DAYS),
};

export function validateToken(values: Values): Partial<Record<keyof Values, string>> {
  const name = (values.name ?? '').trim();
  if (!name) return { name: messages.apiTokenNameRequired };
  if (name.length > API_TOKEN_NAME_MAX) return { name: messages.apiTokenNameTooLong };
  return {};
}

export function CreateTokenDialog({
  open,
  staff,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The agency's staff to choose from (the main account); undefined: the token is one's own. */
  staff: StaffMember[] | undefined;
  onClose: () => void;
  onCreated: (created: CreatedApiToken) => void;
}) {
  const formId = useId();
  const create = useCreateApiToken();

  async function submit(values: Values) {
    const outcome = await create({
      name: values.name.trim(),
      scope: values.scope,
      expiresInDays: Number(values.expiresInDays),
      ...(values.accountId ? { accountId: Number(values.accountId) } : {}),
    });
    if (!outcome.ok) return outcome.errors;
    onCreated(outcome.created);
    return undefined;
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={messages.apiTokenCreateTitle}
      closeOnOutsideClick={false}
      footer={
        <Cluster $gap="sm" $justify="flex-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {messages.apiTokenCancel}
          </Button>
          <Button type="submit" form={formId}>
            {messages.apiTokenSubmit}
          </Button>
        </Cluster>
      }
    >
      <FinalForm<Values> initialValues={INITIAL} validate={validateToken} onSubmit={submit}>
        {({ handleSubmit, submitError }) => (
          <form id={formId} onSubmit={(event) => void handleSubmit(event)} noValidate>
            <Stack $gap="lg">
              <TextFormField
                name="name"
                label={messages.apiTokenName}
                hint={messages.apiTokenNameHint}
                required
              />
              {staff ? (
                <FinalField<string> name="accountId">
                  {({ input, meta }) => (
                    <Field
                      label={messages.apiTokenStaff}
                      htmlFor={`${formId}-staff`}
                      hint={messages.apiTokenStaffHint}
                      error={shownError(meta, false)}
                    >
                      <Select id={`${formId}-staff`} {...input}>
                        {staff.map((member) => (
                          <option
                            key={member.id}
                            value={member.kind === 'main' ? '' : String(member.id)}
                          >
                            {member.kind === 'main'
                              ? messages.apiTokenStaffSelf(member.name || member.userId)
                              : member.name || member.userId}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  )}
                </FinalField>
              ) : null}
              <Field label={messages.apiTokenScope}>
                <Choices>
                  {API_TOKEN_SCOPES.map((scope) => (
                    <FinalField<string> key={scope} name="scope" type="radio" value={scope}>
                      {({ input }) => <Radio {...input} label={API_TOKEN_SCOPE_LABELS[scope]} />}
                    </FinalField>
                  ))}
                </Choices>
              </Field>
              <FinalField<string> name="expiresInDays">
                {({ input }) => (
                  <Field label={messages.apiTokenExpiry} htmlFor={`${formId}-expiry`}>
                    <Select id={`${formId}-expiry`} {...input}>
                      {API_TOKEN_EXPIRY_DAYS.map((days) => (
                        <option key={days} value={String(days)}>
                          {messages.apiTokenExpiryDays(days)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                )}
              </FinalField>
              {typeof submitError === 'string' ? <InlineError>{submitError}</InlineError> : null}
            </Stack>
          </form>
        )}
      </FinalForm>
    </Modal>
  );
}

const Choices = styled(Cluster).attrs({ $gap: 'lg' } as const)``;
