// The referral form itself (react-final-form): rows built from the job's fields, validation on
// every change, 紹介する / 更新する disabled while invalid, the server's 422 errors under their
// fields, the browser draft and the leave guard.
import { useMemo, useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import styled from 'styled-components';
import type { EntryFormField } from '@portal/shared/contract/jobs';
import { useLeaveGuard } from '@portal/shared/leave-guard';
import { Button } from '@portal/shared/ui/button';
import { ConfirmDialog } from '@portal/shared/ui/confirm-dialog';
import { messages } from '../../../messages';
import { buildRows, type FormValues } from '../engine/model';
import { isRequired, validateReferral } from '../engine/validate';
import { useDraft } from '../hooks/use-draft';
import { DraftNotice } from './draft-notice';
import { ReferralDuplicates } from './referral-duplicates';
import { FieldRow, type RowContext } from './field-row';
import { Cluster, Stack } from '@portal/shared/ui/layout';

export type SubmitOutcome = { ok: true } | { ok: false; errors?: Record<string, string> };

export interface ReferralFormViewProps {
  fields: EntryFormField[];
  initial: FormValues;
  update: boolean;
  newApplicant: boolean;
  storedFileNames: Map<string, string>;
  draftParts: Parameters<typeof useDraft>[0];
  onSubmit: (values: FormValues) => Promise<SubmitOutcome>;
}

export function ReferralFormView(props: ReferralFormViewProps) {
  const { fields, update, newApplicant, storedFileNames } = props;
  const rows = useMemo(() => buildRows(fields), [fields]);
  const draft = useDraft(props.draftParts);
  const [initial, setInitial] = useState(props.initial);
  const [guarded, setGuarded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The notice's buttons disappear with it: keep the focus in the form, on its first field.
  const focusFirstField = () =>
    setTimeout(() =>
      formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(),
    );
  const guard = useLeaveGuard(guarded, draft.clear);
  const options = useMemo(
    () => ({ newApplicant, update, filledFileKeys: new Set(storedFileNames.keys()) }),
    [newApplicant, update, storedFileNames],
  );
  const context: RowContext = {
    isRequired: (field) => isRequired(field, options),
    update,
    storedFileNames,
  };

  return (
    <Form<FormValues>
      initialValues={initial}
      validate={(values) => validateReferral(fields, values, options)}
      onSubmit={async (values, form) => {
        const outcome = await props.onSubmit(values);
        if (!outcome.ok) return outcome.errors;
        draft.clear();
        setGuarded(false);
        form.restart(props.initial);
        return undefined;
      }}
      render={({ handleSubmit, invalid, submitting }) => (
        <Stack
          as="form"
          $gap="lg"
          $shrink
          ref={formRef}
          onSubmit={(event) => {
            // A second press while the first is on its way sends nothing.
            if (submitting) event.preventDefault();
            else void handleSubmit(event);
          }}
          noValidate
          aria-busy={submitting}
        >
          {draft.offered ? (
            <DraftNotice
              savedAt={draft.offered.savedAt}
              onRestore={() => {
                const known = Object.fromEntries(
                  Object.entries(draft.offered!.values).filter(([key]) => key in props.initial),
                );
                setInitial({ ...props.initial, ...known });
                setGuarded(true);
                draft.dismiss();
                focusFirstField();
              }}
              onDiscard={() => {
                draft.clear();
                focusFirstField();
              }}
            />
          ) : null}
          {newApplicant ? <Note>{messages.linkNote}</Note> : null}
          <FormSpy
            subscription={{ values: true, dirty: true }}
            onChange={({ values, dirty }) => {
              if (!dirty) return;
              setGuarded(true);
              draft.save(values);
            }}
          />
          {rows.map((row) => (
            <FieldRow key={row.id} row={row} context={context} />
          ))}
          {newApplicant ? (
            <FormSpy subscription={{ values: true }}>
              {({ values }) => <ReferralDuplicates values={values as FormValues} />}
            </FormSpy>
          ) : null}
          <Cluster $gap="md" $align="center" $justify="flex-end">
            <Saved>{messages.draftSaved}</Saved>
            <Button type="submit" disabled={invalid} aria-disabled={submitting || undefined}>
              {update ? messages.submitUpdate : messages.submitRegister}
            </Button>
          </Cluster>
          <ConfirmDialog
            open={guard.pendingPath !== null}
            title={messages.leaveTitle}
            message={messages.leaveMessage}
            cancelLabel={messages.leaveCancel}
            confirmLabel={messages.leaveConfirm}
            onCancel={guard.stay}
            onConfirm={guard.leave}
          />
        </Stack>
      )}
    />
  );
}

const Note = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Saved = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
