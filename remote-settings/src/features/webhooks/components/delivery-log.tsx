// 送信履歴 of one endpoint: the attempts of the last 30 days (time, event, status code, duration,
// attempt, the answer's first bytes), each with 再送; the log looks again while deliveries wait.
import styled from 'styled-components';
import { webhookEventLabel, type WebhookAttempt } from '@portal/shared/contract/webhooks';
import { formatDateTimeSeconds } from '@portal/shared/format';
import { Button } from '@portal/shared/ui/button';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { ResponsiveTable, Td, mutedText } from '@portal/shared/ui/layout';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { InlineError } from '../../../components/inline-error';
import { messages } from '../../../messages';
import { replayDelivery, useDeliveryLog } from '../api/webhooks';

function statusText(attempt: WebhookAttempt): string {
  const code = attempt.statusCode === null ? messages.logNoAnswer : String(attempt.statusCode);
  return attempt.state === 'pending' && attempt.statusCode !== null && attempt.statusCode >= 300
    ? `${code}（${messages.logStatePending}）`
    : code;
}

export function DeliveryLog({ endpointId, label }: { endpointId: number; label: string }) {
  const log = useDeliveryLog(endpointId);
  if (log.isPending) return <LoadingText>{messages.logLoading}</LoadingText>;
  if (log.isError) return <InlineError>{messages.logLoadFailure}</InlineError>;
  const { attempts, waiting } = log.data;
  return (
    <section aria-label={label}>
      <Lead>
        {messages.logLead}
        {waiting > 0 ? ` ${messages.logWaiting(waiting)}` : ''}
      </Lead>
      {attempts.length === 0 ? (
        <EmptyState message={messages.logEmpty} />
      ) : (
        <ResponsiveTable>
          <thead>
            <tr>
              <th scope="col">{messages.logAt}</th>
              <th scope="col">{messages.logEvent}</th>
              <th scope="col">{messages.logStatus}</th>
              <th scope="col">{messages.logDuration}</th>
              <th scope="col">{messages.logAttempt}</th>
              <th scope="col">{messages.logResponse}</th>
              <th scope="col">{messages.logAction}</th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((attempt) => {
              const at = formatDateTimeSeconds(attempt.at);
              const event = webhookEventLabel(attempt.eventType);
              return (
                <tr key={attempt.id}>
                  <Td label={messages.logAt}>{at}</Td>
                  <Td label={messages.logEvent}>{event}</Td>
                  <Td label={messages.logStatus}>
                    <Status $ok={attempt.statusCode !== null && attempt.statusCode < 300}>
                      {statusText(attempt)}
                    </Status>
                  </Td>
                  <Td label={messages.logDuration}>{messages.logDurationMs(attempt.durationMs)}</Td>
                  <Td label={messages.logAttempt}>{messages.logAttemptNth(attempt.attempt)}</Td>
                  <Td label={messages.logResponse}>
                    <Head>{attempt.responseHead || messages.none}</Head>
                  </Td>
                  <Td label={messages.logAction}>
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      aria-label={messages.logReplayLabel(event, at)}
                      onClick={() => void replayDelivery(endpointId, attempt.deliveryId)}
                    >
                      {messages.logReplay}
                    </Button>
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </ResponsiveTable>
      )}
    </section>
  );
}

const Lead = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  ${mutedText}
`;

const Status = styled.span<{ $ok: boolean }>`
  font-weight: 600;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.accent : theme.colors.danger)};
`;

const Head = styled.code`
  display: block;
  max-width: 28em;
  max-height: 4.5em;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
