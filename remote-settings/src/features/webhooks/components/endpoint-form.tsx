// Adding or changing a webhook endpoint: the URL, the event types it wants (checkboxes with their
// Japanese labels) and active or paused, checked with the contract's own rules
// (webhookEndpointBody) before the api checks them again (https, no private address).
import { useId } from 'react';
import { Field as FormField, Form as FinalForm, type FieldMetaState } from 'react-final-form';
import styled from 'styled-components';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  webhookEndpointBody,
  type WebhookEndpointRequest,
} from '@portal/shared/contract/webhooks';
import { Button } from '@portal/shared/ui/button';
import { Checkbox, Field, Radio } from '@portal/shared/ui/field';
import { TextFormField } from '@portal/shared/ui/form-field';
import { Cluster, Stack, card } from '@portal/shared/ui/layout';
import type { SubmissionErrors } from 'final-form';
import { InlineError } from '../../../components/inline-error';
import { messages } from '../../../messages';

interface Values {
  url: string;
  eventTypes: string[];
  active: 'true' | 'false';
}

/** The group's message: the server's until the choice changes, else the check's once touched. */
function choiceError(meta: FieldMetaState<string[]>): string | undefined {
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  return typeof meta.error === 'string' && meta.touched ? meta.error : undefined;
}

export function validateWebhook(values: Values): Record<string, string> {
  const parsed = webhookEndpointBody.safeParse(bodyOf(values));
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const key = String(issue.path[0] ?? 'url');
    errors[key] ??= issue.message;
  }
  return errors;
}

const bodyOf = (values: Values): WebhookEndpointRequest => ({
  url: (values.url ?? '').trim(),
  eventTypes: (values.eventTypes ?? []) as WebhookEndpointRequest['eventTypes'],
  active: values.active !== 'false',
});

export function EndpointForm({
  initial,
  title,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: WebhookEndpointRequest;
  title: string;
  submitLabel: string;
  onSubmit: (body: WebhookEndpointRequest) => Promise<SubmissionErrors | undefined>;
  onCancel: () => void;
}) {
  const titleId = `${useId()}-title`;
  const values: Values = {
    url: initial?.url ?? '',
    eventTypes: initial?.eventTypes ?? [],
    active: initial?.active === false ? 'false' : 'true',
  };
  return (
    <FinalForm<Values>
      initialValues={values}
      validate={validateWebhook}
      onSubmit={(submitted) => onSubmit(bodyOf(submitted))}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <Form onSubmit={(event) => void handleSubmit(event)} noValidate aria-labelledby={titleId}>
          <Title id={titleId} tabIndex={-1}>
            {title}
          </Title>
          <Stack $gap="lg">
            <TextFormField
              name="url"
              label={messages.webhookUrl}
              required
              inputMode="url"
              autoComplete="url"
              hint={messages.webhookUrlHint}
            />
            <FormField<string[]>
              name="eventTypes"
              subscription={{
                error: true,
                submitError: true,
                touched: true,
                dirtySinceLastSubmit: true,
                modified: true,
              }}
            >
              {({ meta }) => (
                <Field label={messages.webhookEvents} required error={choiceError(meta)}>
                  <Choices>
                    {WEBHOOK_EVENT_TYPES.map((type) => (
                      <FormField<string> key={type} name="eventTypes" type="checkbox" value={type}>
                        {({ input }) => <Checkbox {...input} label={WEBHOOK_EVENT_LABELS[type]} />}
                      </FormField>
                    ))}
                  </Choices>
                </Field>
              )}
            </FormField>
            <Field label={messages.webhookState}>
              <Cluster $gap="lg">
                <FormField<string> name="active" type="radio" value="true">
                  {({ input }) => <Radio {...input} label={messages.webhookActive} />}
                </FormField>
                <FormField<string> name="active" type="radio" value="false">
                  {({ input }) => <Radio {...input} label={messages.webhookPaused} />}
                </FormField>
              </Cluster>
            </Field>
          </Stack>
          <Actions $gap="sm">
            <Button type="submit" busy={submitting}>
              {submitLabel}
            </Button>
            <Button type="button" variant="secondary" onClick={onCancel}>
              {messages.webhookCancel}
            </Button>
          </Actions>
          {typeof submitError === 'string' ? <InlineError>{submitError}</InlineError> : null}
        </Form>
      )}
    </FinalForm>
  );
}

const Form = styled.form`
  padding: ${({ theme }) => theme.space.lg};
  ${card}
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15em, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled(Cluster)`
  margin-top: ${({ theme }) => theme.space.xl};
`;
