// The secret of a token just created, shown this once: a read-only field, a copy button and a
// plain warning that it cannot be shown again. Focus moves here when it appears.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { CreatedApiToken } from '@portal/shared/contract/api-tokens';
import { toast } from '@portal/shared/feedback';
import { Button } from '@portal/shared/ui/button';
import { Cluster } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';

export function SecretPanel({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => headingRef.current?.focus(), [created.secret]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      toast.success(messages.apiTokenCopied);
    } catch {
      inputRef.current?.select();
      toast.error(messages.apiTokenCopyFailure);
    }
  };

  return (
    <Panel aria-labelledby="api-token-secret-title">
      <h2 id="api-token-secret-title" ref={headingRef} tabIndex={-1}>
        {messages.apiTokenSecretTitle}
      </h2>
      <Warning role="note">{messages.apiTokenSecretWarning}</Warning>
      <label htmlFor="api-token-secret">{messages.apiTokenSecretLabel(created.token.name)}</label>
      <Cluster $gap="sm">
        <SecretInput
          id="api-token-secret"
          ref={inputRef}
          readOnly
          value={created.secret}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" onClick={() => void copy()}>
          {messages.apiTokenCopy}
        </Button>
      </Cluster>
      <Cluster $gap="sm" $justify="flex-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          {messages.apiTokenSecretDone}
        </Button>
      </Cluster>
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  label {
    font-weight: 600;
  }
`;

const Warning = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const SecretInput = styled.input`
  flex: 1 1 280px;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
`;
