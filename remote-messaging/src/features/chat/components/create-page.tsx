// メッセージ新規作成: 宛先 (several linked companies), 件名 and 内容 with attachments. One send
// makes one group with a thread per company, then opens the first new thread.
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { Composer, type ComposerInput } from '@portal/shared/ui/composer';
import { Field, RequirementBadge, TextInput } from '@portal/shared/ui/field';
import { media } from '@portal/shared/ui/responsive';
import { useCreateThread } from '../hooks/use-create-thread';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { useSiteId } from '@portal/shared/use-site-id';
import { RecipientSelect } from './recipient-select';
import { messages } from '../../../messages';

interface Errors {
  companyIds?: string;
  threadTitle?: string;
}

export function CreatePage() {
  useDocumentTitle(messages.chatCreateDocumentTitle);
  const siteId = useSiteId();
  const selected = useSelectedCompanyStore((state) => state.selectedCompanyId);
  const [companyIds, setCompanyIds] = useState<number[]>(selected ? [selected] : []);
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateThread();
  const recipientsLabelId = useId();
  const titleId = useId();
  const contentId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const recipientsRef = useRef<HTMLDivElement>(null);

  const send = async (input: ComposerInput) => {
    const next: Errors = {
      companyIds: companyIds.length === 0 ? messages.recipientsRequired : undefined,
      threadTitle: title.trim() === '' ? messages.subjectRequired : undefined,
    };
    setErrors(next);
    if (next.companyIds) {
      recipientsRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return false;
    }
    if (next.threadTitle) {
      titleRef.current?.focus();
      return false;
    }
    return create({ companyIds, threadTitle: title.trim(), ...input });
  };

  return (
    <Card aria-labelledby="chat-create-title">
      <Title id="chat-create-title">{messages.createTitle}</Title>
      <div ref={recipientsRef}>
        <Label>
          <span id={recipientsLabelId}>{messages.recipients}</span>
          <RequirementBadge required />
        </Label>
        <RecipientSelect
          labelId={recipientsLabelId}
          value={companyIds}
          onChange={(ids) => {
            setCompanyIds(ids);
            if (ids.length) setErrors((current) => ({ ...current, companyIds: undefined }));
          }}
          error={errors.companyIds}
        />
      </div>
      <Field label={messages.subject} htmlFor={titleId} required error={errors.threadTitle}>
        <TextInput
          ref={titleRef}
          id={titleId}
          value={title}
          maxLength={255}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Field>
      {/* The generic composer at its default 85 px (spec 1 §9); thread pages use 250. */}
      <Composer
        id={contentId}
        label={messages.content}
        draftKey={`chat:${siteId}:create`}
        onSend={send}
      />
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Label = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;
