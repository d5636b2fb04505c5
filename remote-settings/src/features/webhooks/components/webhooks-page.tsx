// 設定 › API連携 › Webhook (issue 30): the main account's endpoints (URL, event types, active or
// paused), adding one (its signing secret shown this once), changing and deleting one, 送信テスト
// and each endpoint's 送信履歴 with 再送. A sub-account reads that only the main account may.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  webhookEventLabel,
  type CreatedWebhookEndpoint,
  type WebhookEndpoint,
  type WebhookEndpointRequest,
} from '@portal/shared/contract/webhooks';
import { formatDateTime } from '@portal/shared/format';
import { Badge } from '@portal/shared/ui/badge';
import { Button } from '@portal/shared/ui/button';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { Cluster, Stack, card, mutedText } from '@portal/shared/ui/layout';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { PageTitle } from '@portal/shared/ui/page-title';
import { InlineError } from '../../../components/inline-error';
import { messages } from '../../../messages';
import { useAccountKind } from '../../audit/api/audit';
import { deleteWebhook, sendTest, useSaveWebhook, useWebhooks } from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';

export function WebhooksPage() {
  const kind = useAccountKind();
  return (
    <Page>
      <PageTitle>{messages.webhooksTitle}</PageTitle>
      <Lead>{messages.webhooksLead}</Lead>
      {kind.isPending ? (
        <LoadingText>{messages.webhooksLoading}</LoadingText>
      ) : kind.isError ? (
        <InlineError>{messages.webhooksLoadFailure}</InlineError>
      ) : kind.data === 'main' ? (
        <WebhookEndpoints />
      ) : (
        <Note role="note">{messages.webhooksMainOnly}</Note>
      )}
    </Page>
  );
}

type Editing = null | 'new' | number;

function WebhookEndpoints() {
  const list = useWebhooks(true);
  const save = useSaveWebhook();
  const [editing, setEditing] = useState<Editing>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const secretHeading = useRef<HTMLHeadingElement>(null);
  /** Where the keyboard focus goes once the list has re-rendered. */
  const [focusNext, setFocusNext] = useState<string | null>(null);

  // The target shows once the list, the form or the secret has re-rendered.
  useEffect(() => {
    if (!focusNext) return;
    const target = document.querySelector<HTMLElement>(focusNext);
    if (target) {
      target.focus();
      setFocusNext(null);
    }
  }, [focusNext, list.data, editing, created]);
  useEffect(() => {
    if (created) secretHeading.current?.focus();
  }, [created]);

  async function submit(id: number | null, body: WebhookEndpointRequest) {
    const outcome = await save(id, body);
    if (!outcome.ok) return outcome.errors;
    setEditing(null);
    if (outcome.created) setCreated(outcome.created);
    else setFocusNext(`[data-edit="${id}"]`);
    return undefined;
  }

  if (list.isPending) return <LoadingText>{messages.webhooksLoading}</LoadingText>;
  if (list.isError) return <InlineError>{messages.webhooksLoadFailure}</InlineError>;
  return (
    <Stack $gap="lg">
      {created ? (
        <Secret aria-labelledby="webhook-secret-title">
          <h2 id="webhook-secret-title" ref={secretHeading} tabIndex={-1}>
            {messages.secretTitle}
          </h2>
          <p>{messages.secretLead}</p>
          <SecretValue>{created.secret}</SecretValue>
          <p>{created.endpoint.url}</p>
          <div>
            <Button
              type="button"
              onClick={() => {
                setCreated(null);
                setFocusNext('[data-webhook-add]');
              }}
            >
              {messages.secretClose}
            </Button>
          </div>
        </Secret>
      ) : null}
      {list.data.length === 0 && editing !== 'new' ? (
        <EmptyState message={messages.webhooksEmpty} />
      ) : (
        <List aria-label={messages.webhooksList}>
          {list.data.map((endpoint) =>
            editing === endpoint.id ? (
              <li key={endpoint.id}>
                <EndpointForm
                  title={messages.webhookEditTitle}
                  submitLabel={messages.webhookSave}
                  initial={endpoint}
                  onSubmit={(body) => submit(endpoint.id, body)}
                  onCancel={() => {
                    setEditing(null);
                    setFocusNext(`[data-edit="${endpoint.id}"]`);
                  }}
                />
              </li>
            ) : (
              <EndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                onEdit={() => setEditing(endpoint.id)}
                onDelete={() => setDeleting(endpoint)}
              />
            ),
          )}
        </List>
      )}
      {editing === 'new' ? (
        <EndpointForm
          title={messages.webhookAddTitle}
          submitLabel={messages.webhookCreate}
          onSubmit={(body) => submit(null, body)}
          onCancel={() => {
            setEditing(null);
            setFocusNext('[data-webhook-add]');
          }}
        />
      ) : (
        <div>
          <Button type="button" data-webhook-add="" onClick={() => setEditing('new')}>
            {messages.webhookAdd}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={messages.webhookDelete}
        message={messages.webhookDeleteConfirm}
        confirmLabel={messages.webhookDelete}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) {
            void deleteWebhook(target.id).then(() => setFocusNext('[data-webhook-add]'));
          }
        }}
      />
    </Stack>
  );
}

function EndpointCard({
  endpoint,
  onEdit,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [logOpen, setLogOpen] = useState(false);
  const logId = `webhook-log-${endpoint.id}`;
  const state = endpoint.active
    ? messages.webhookActive
    : endpoint.pausedReason === 'failing'
      ? messages.webhookPausedFailing
      : messages.webhookPausedByUser;
  return (
    <Card>
      <Stack $gap="xs">
        <Url>{endpoint.url}</Url>
        <Cluster $gap="sm">
          <Badge tone={endpoint.active ? 'green' : endpoint.pausedReason ? 'red' : 'grey'}>
            {state}
          </Badge>
          <Muted>{messages.webhookSecretHint(endpoint.secretHint)}</Muted>
        </Cluster>
        <p>
          {messages.webhookEvents}：
          {endpoint.eventTypes.map((type) => webhookEventLabel(type)).join('、')}
        </p>
        {endpoint.failingSince ? (
          <Warning>{messages.webhookFailingSince(formatDateTime(endpoint.failingSince))}</Warning>
        ) : null}
      </Stack>
      <Actions $gap="sm">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          data-edit={endpoint.id}
          aria-label={messages.webhookEditLabel(endpoint.url)}
          onClick={onEdit}
        >
          {messages.webhookEdit}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-label={messages.webhookTestLabel(endpoint.url)}
          onClick={() => {
            void sendTest(endpoint.id).then(() => setLogOpen(true));
          }}
        >
          {messages.webhookTest}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          aria-expanded={logOpen}
          aria-controls={logId}
          onClick={() => setLogOpen((open) => !open)}
        >
          {logOpen ? messages.webhookLogHide : messages.webhookLog}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="danger"
          aria-label={messages.webhookDeleteLabel(endpoint.url)}
          onClick={onDelete}
        >
          {messages.webhookDelete}
        </Button>
      </Actions>
      <div id={logId}>
        {logOpen ? (
          <DeliveryLog endpointId={endpoint.id} label={messages.webhookLogLabel(endpoint.url)} />
        ) : null}
      </div>
    </Card>
  );
}

const Page = styled.div`
  max-width: 1100px;
`;

const Lead = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.xl}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  ${card}
  min-width: 0;
`;

const Url = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const Muted = styled.span`
  ${mutedText}
`;

const Warning = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled(Cluster)``;

const Secret = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.accentSoft};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const SecretValue = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
  user-select: all;
`;
