// API連携 (issue 30): the agency's API tokens. The main account sees every token, creates them
// acting as any staff member and decides whether sub-accounts may create their own; a sub-account
// sees the tokens acting as itself and creates them when allowed. A new token's secret is shown
// once (SecretPanel); revoking asks first and takes effect at once.
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  API_TOKEN_SCOPE_LABELS,
  type ApiToken,
  type CreatedApiToken,
} from '@portal/shared/contract/api-tokens';
import { formatDateTime } from '@portal/shared/format';
import { portalPath } from '@portal/shared/site';
import { useSiteId } from '@portal/shared/use-site-id';
import { Button } from '@portal/shared/ui/button';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { Checkbox } from '@portal/shared/ui/field';
import { Cluster, mutedText } from '@portal/shared/ui/layout';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { PageTitle } from '@portal/shared/ui/page-title';
import { SettingsSection } from '../../../app/settings-section';
import { messages } from '../../../messages';
import {
  useApiTokens,
  useRevokeApiToken,
  useSetTokenPolicy,
  useTokenStaff,
} from '../api/api-tokens';
import { CreateTokenDialog } from './create-token-form';
import { SecretPanel } from './secret-panel';

export function ApiTokensPage() {
  const siteId = useSiteId();
  const tokens = useApiTokens();
  const main = tokens.data?.accountKind === 'main';
  const staff = useTokenStaff(main);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);

  const closeCreate = () => {
    setCreating(false);
    createButton.current?.focus();
  };

  return (
    <div>
      <PageTitle>{messages.apiTokensTitle}</PageTitle>
      <Lead>{messages.apiTokensLead}</Lead>
      <Back to={portalPath(siteId, 'settings')}>{messages.apiTokensBack}</Back>
      {created ? (
        <SecretPanel
          created={created}
          onDone={() => {
            setCreated(null);
            createButton.current?.focus();
          }}
        />
      ) : null}
      <Sections>
        <SettingsSection id="api-tokens" title={messages.apiTokensListTitle}>
          {tokens.isPending ? (
            <LoadingText>{messages.apiTokensLoading}</LoadingText>
          ) : tokens.isError ? (
            <p role="alert">{messages.apiTokensLoadFailure}</p>
          ) : (
            <>
              {main ? (
                <TokenPolicy allowed={tokens.data.subAccountsMayCreate} />
              ) : (
                <Muted>{messages.apiTokenOwnOnly}</Muted>
              )}
              {tokens.data.mayCreate ? (
                <Cluster $gap="sm">
                  <Button type="button" ref={createButton} onClick={() => setCreating(true)}>
                    {messages.apiTokenCreate}
                  </Button>
                </Cluster>
              ) : (
                <Muted role="note">{messages.apiTokenNotAllowed}</Muted>
              )}
              <TokenList tokens={tokens.data.tokens} />
            </>
          )}
        </SettingsSection>
      </Sections>
      <CreateTokenDialog
        open={creating}
        staff={main ? staff.data : undefined}
        onClose={closeCreate}
        onCreated={(token) => {
          setCreating(false);
          setCreated(token);
        }}
      />
    </div>
  );
}

function TokenPolicy({ allowed }: { allowed: boolean }) {
  const setPolicy = useSetTokenPolicy();
  const [saving, setSaving] = useState(false);
  return (
    <Policy>
      <Checkbox
        label={messages.apiTokenPolicyLabel}
        checked={allowed}
        aria-describedby="api-token-policy-hint"
        aria-busy={saving}
        onChange={(event) => {
          if (saving) return;
          setSaving(true);
          void setPolicy(event.currentTarget.checked).finally(() => setSaving(false));
        }}
      />
      <Muted id="api-token-policy-hint">{messages.apiTokenPolicyHint}</Muted>
    </Policy>
  );
}

function TokenList({ tokens }: { tokens: ApiToken[] }) {
  const revoke = useRevokeApiToken();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  if (!tokens.length) return <EmptyState message={messages.apiTokensEmpty} />;

  const confirm = async () => {
    const token = revoking;
    setRevoking(null);
    if (!token) return;
    await revoke(token.id);
    // The row is gone: the keyboard focus stays in the list.
    listRef.current?.focus();
  };

  return (
    <>
      <List aria-label={messages.apiTokensList} ref={listRef} tabIndex={-1}>
        {tokens.map((token) => (
          <Item key={token.id} data-testid="api-token">
            <Cluster $gap="sm" $justify="space-between">
              <Name>{token.name}</Name>
              <Button
                type="button"
                variant="danger"
                size="sm"
                aria-label={messages.apiTokenRevokeLabel(token.name)}
                onClick={() => setRevoking(token)}
              >
                {messages.apiTokenRevoke}
              </Button>
            </Cluster>
            <Facts>
              <div>
                <dt>{messages.apiTokenActingAs}</dt>
                <dd>{token.accountName}</dd>
              </div>
              <div>
                <dt>{messages.apiTokenScope}</dt>
                <dd>{API_TOKEN_SCOPE_LABELS[token.scope]}</dd>
              </div>
              <div>
                <dt>{messages.apiTokenExpiresAt}</dt>
                <dd>
                  {formatDateTime(token.expiresAt)}
                  {token.expired ? <Expired>{messages.apiTokenExpired}</Expired> : null}
                </dd>
              </div>
              <div>
                <dt>{messages.apiTokenCreatedAt}</dt>
                <dd>{formatDateTime(token.createdAt)}</dd>
              </div>
              <div>
                <dt>{messages.apiTokenLastUsed}</dt>
                <dd>
                  {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : messages.apiTokenNeverUsed}
                </dd>
              </div>
              <div>
                <dt>{messages.apiTokenHint}</dt>
                <dd>
                  <code>{token.hint}</code>
                </dd>
              </div>
            </Facts>
          </Item>
        ))}
      </List>
      <ConfirmDialog
        open={revoking !== null}
        title={messages.apiTokenRevokeConfirm}
        message={revoking ? messages.apiTokenRevokeMessage(revoking.name) : undefined}
        confirmLabel={messages.apiTokenRevoke}
        danger
        onConfirm={() => void confirm()}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Back = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.primary};
`;

const Sections = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Muted = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Policy = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  &:focus {
    outline: none;
  }
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const Name = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  dt {
    ${mutedText}
  }
  dd {
    margin: 0;
  }
`;

const Expired = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;
