// The composer's リンク dialog (the portal's own dialog, not window.prompt): the address typed
// becomes a link's href when it is one a message may carry (https://…, http://…, mailto:, a bare
// domain or e-mail address); otherwise it says why and stays open. Focus starts in the field; the
// composer puts it back in the editor once the dialog is gone.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { isAllowedHref } from '../html-policy';
import { Button } from './button';
import { Field, TextInput } from './field';
import { Cluster, Stack } from './layout';
import { Modal } from './modal';

/** The href of what the user typed as a link's address, or null when it cannot be one. */
export function linkHref(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (isAllowedHref(value)) return value;
  if (/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(value)) return `mailto:${value}`;
  if (/^[\w-]+(\.[\w-]+)+([/?#].*)?$/.test(value)) return `https://${value}`;
  return null;
}

export const LINK_DIALOG_TEXTS = {
  title: 'リンクを挿入',
  label: 'リンク先のURL',
  hint: 'https://… またはメールアドレス',
  invalid:
    'リンク先のURLの形式が正しくありません（https://… またはメールアドレスで入力してください）',
  insert: '挿入する',
  cancel: 'キャンセル',
} as const;

export function LinkDialog({
  open,
  onInsert,
  onCancel,
}: {
  open: boolean;
  onInsert: (href: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setValue('');
    setError(null);
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portaled, but React bubbles its submit to the composer's form: never a send.
    event.stopPropagation();
    const href = linkHref(value);
    if (href) onInsert(href);
    else setError(LINK_DIALOG_TEXTS.invalid);
  };
  return (
    <Modal open={open} onClose={onCancel} title={LINK_DIALOG_TEXTS.title} width="440px">
      <form onSubmit={submit} noValidate>
        <Stack $gap="md">
          <Field
            label={LINK_DIALOG_TEXTS.label}
            htmlFor={id}
            hint={LINK_DIALOG_TEXTS.hint}
            error={error ?? undefined}
          >
            <TextInput
              id={id}
              type="url"
              inputMode="url"
              autoComplete="url"
              // The dialog opens for this one field.
              autoFocus
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
            />
          </Field>
          <Cluster $gap="sm" $justify="flex-end">
            <Button type="button" variant="secondary" onClick={onCancel}>
              {LINK_DIALOG_TEXTS.cancel}
            </Button>
            <Button type="submit">{LINK_DIALOG_TEXTS.insert}</Button>
          </Cluster>
        </Stack>
      </form>
    </Modal>
  );
}
