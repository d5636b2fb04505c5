// The one field adapter of the portal's forms: a labelled input bound to react-final-form: the 必須 badge, a hint, and the
// message to show now (the server's reason after a refused submit, else the client check's).
import { useId, type HTMLAttributes } from 'react';
import { Field as FormField, type FieldMetaState } from 'react-final-form';
import { Field, PasswordInput, TextInput } from './field';

interface Props {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  required?: boolean;
  /** Show the check's message as soon as the value changes (spec: "validates on every change"). */
  live?: boolean;
  readOnly?: boolean;
  hint?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * The server's message stays until the field is edited; a client message shows once the field
 * was left (or submitted), or while typing on live forms.
 */
export function shownError(meta: FieldMetaState<string>, live: boolean): string | undefined {
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  if (typeof meta.error === 'string' && (meta.touched || (live && meta.modified))) {
    return meta.error;
  }
  return undefined;
}

export function TextFormField({
  name,
  label,
  type = 'text',
  required = false,
  live = false,
  readOnly = false,
  hint,
  autoComplete,
  inputMode,
}: Props) {
  const id = useId();
  return (
    <FormField<string> name={name}>
      {({ input, meta }) => (
        <Field
          label={label}
          htmlFor={id}
          required={required}
          hint={hint}
          error={shownError(meta, live)}
        >
          {type === 'password' ? (
            <PasswordInput {...input} autoComplete={autoComplete} />
          ) : (
            <TextInput
              {...input}
              type={type}
              readOnly={readOnly}
              autoComplete={autoComplete}
              inputMode={inputMode}
            />
          )}
        </Field>
      )}
    </FormField>
  );
}
