// The composer's template picker: the five templates (the one chosen last highlighted), a preview
// of the highlighted one with sample values, and a button that hands it to the composer (which
// closes the modal and fills its editor).
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { sanitizeHtml } from '../html';
import { Button } from './button';
import { MESSAGE_TEMPLATES, fillTemplate, type MessageTemplate } from './composer-templates';
import { Modal } from './modal';
import { media } from './responsive';
import { mutedText } from './layout';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 200px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Choice = styled.button<{ $active: boolean }>`
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid
    ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : theme.colors.surface)};
  text-align: left;
  cursor: pointer;
  & + & {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const Preview = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  overflow-wrap: anywhere;
  p + p,
  ul + p,
  p + ul {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  ul {
    padding-left: ${({ theme }) => theme.space.lg};
    list-style: disc;
  }
`;

const PreviewTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space.sm};
  ${mutedText}
`;

export interface TemplatePickerProps {
  open: boolean;
  /** The template chosen last (kept with the draft), highlighted when the picker opens. */
  initialId?: string | null;
  onClose: () => void;
  onChoose: (template: MessageTemplate) => void;
}

function templateOf(id: string | null | undefined): MessageTemplate {
  return MESSAGE_TEMPLATES.find((template) => template.id === id) ?? MESSAGE_TEMPLATES[0]!;
}

export function TemplatePicker({ open, initialId, onClose, onChoose }: TemplatePickerProps) {
  const [selected, setSelected] = useState<MessageTemplate>(() => templateOf(initialId));
  useEffect(() => {
    if (open) setSelected(templateOf(initialId));
  }, [open, initialId]);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="テンプレートを選択"
      width="760px"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            キャンセル
          </Button>
          <Button type="button" onClick={() => onChoose(selected)}>
            このテンプレートを使う
          </Button>
        </>
      }
    >
      <Layout>
        <div role="group" aria-label="テンプレート一覧">
          {MESSAGE_TEMPLATES.map((template) => (
            <Choice
              key={template.id}
              type="button"
              $active={template.id === selected.id}
              aria-pressed={template.id === selected.id}
              onClick={() => setSelected(template)}
              onDoubleClick={() => onChoose(template)}
            >
              {template.label}
            </Choice>
          ))}
        </div>
        <Preview aria-label="プレビュー">
          <PreviewTitle>プレビュー（サンプルの値）：{selected.label}</PreviewTitle>
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(fillTemplate(selected.html)) }} />
        </Preview>
      </Layout>
    </Modal>
  );
}
