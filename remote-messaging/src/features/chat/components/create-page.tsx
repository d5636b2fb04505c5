// メッセージ新規作成: 宛先 (several linked companies), 件名 and 内容 with attachments. One send
// makes one group with a thread per company, then opens the first new thread.
import { useId, useRef } from 'react';
import { Form, useField, useForm } from 'react-final-form';
import styled from 'styled-components';
import { useSelectedCompanyStore } from '@portal/shared/stores';
import { Composer, type ComposerInput } from '@portal/shared/ui/composer';
import { Field, RequirementBadge, TextInput } from '@portal/shared/ui/field';
import { shownError } from '@portal/shared/ui/form-field';
import { media } from '@portal/shared/ui/responsive';
import { useCreateThread } from '../api/create-thread-group';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { card, inlineRow, stack } from '@portal/shared/ui/layout';
import { useSiteId } from '@portal/shared/use-site-id';
import { RecipientSelect } from './recipient-select';
import { messages } from '../../../messages';

interface CreateValues {
  companyIds: number[];
  threadTitle: string;
}

function validate(values: CreateValues) {
  return {
    companyIds: values.companyIds.length === 0 ? messages.recipientsRequired : undefined,
    threadTitle: values.threadTitle.trim() === '' ? messages.subjectRequired : undefined,
  };
}

export function CreatePage() {
  useDocumentTitle(messages.chatCreateDocumentTitle);
  const selected = useSelectedCompanyStore((state) => state.selectedCompanyId);
  return (
    // The composer sends (its button, its attachments): the form holds 宛先 and 件名 and checks
    // them when the composer asks to send; react-final-form's submit marks them and says why.
    <Form<CreateValues>
      onSubmit={() => undefined}
      initialValues={{ companyIds: selected ? [selected] : [], threadTitle: '' }}
      validate={validate}
      render={() => <CreateForm />}
    />
  );
}

function CreateForm() {
  const siteId = useSiteId();
  const form = useForm<CreateValues>();
  const recipients = useField<number[]>('companyIds');
  const title = useField<string>('threadTitle');
  const create = useCreateThread();
  const recipientsLabelId = useId();
  const titleId = useId();
  const contentId = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const recipientsRef = useRef<HTMLDivElement>(null);

  const send = async (input: ComposerInput) => {
    await form.submit();
    const { errors = {}, values } = form.getState();
    if (errors.companyIds) {
      recipientsRef.current?.querySelector<HTMLInputElement>('input')?.focus();
      return false;
    }
    if (errors.threadTitle) {
      titleRef.current?.focus();
      return false;
    }
    return create({
      companyIds: values.companyIds,
      threadTitle: values.threadTitle.trim(),
      ...input,
    });
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
          value={recipients.input.value}
          onChange={recipients.input.onChange}
          error={recipients.meta.touched ? recipients.meta.error : undefined}
        />
      </div>
      <Field
        label={messages.subject}
        htmlFor={titleId}
        required
        error={shownError(title.meta, false)}
      >
        <TextInput ref={titleRef} id={titleId} maxLength={255} {...title.input} />
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
  ${stack('lg')}
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  ${card}
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.phone} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Label = styled.p`
  ${inlineRow('sm')}
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: 600;
`;
