// Form fields: Field (label with 必須 / 任意 badge, hint, error) and the styled inputs inside it,
// which pick up the field's hint/error ids and invalid state through context.
import {
  createContext,
  useContext,
  useId,
  useRef,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { Button } from './button';
import { Stack, inlineRow, mutedText } from './layout';
import { VisuallyHidden } from './visually-hidden';

interface FieldContextValue {
  id?: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue>({ invalid: false, required: false });

export interface FieldProps {
  label: ReactNode;
  /** The id of the input the label names; without it the field is a labelled group. */
  htmlFor?: string;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  /** An explanation of the label, beside it (an InfoTip). */
  help?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  className?: string;
}

const LabelRow = styled.div`
  ${inlineRow('sm')}
  font-weight: 600;
`;

const Requirement = styled.span<{ $required: boolean }>`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  line-height: 18px;
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme, $required }) =>
    $required ? theme.colors.required : theme.colors.optional};
`;

const Hint = styled.p`
  ${mutedText}
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export function RequirementBadge({ required }: { required: boolean }) {
  return <Requirement $required={required}>{required ? '必須' : '任意'}</Requirement>;
}

export function Field({
  label,
  htmlFor,
  required = false,
  optional = false,
  hint,
  help,
  error,
  children,
  className,
}: FieldProps) {
  const autoId = useId();
  const base = htmlFor ?? autoId;
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const labelId = `${base}-label`;
  const badge = required ? (
    <RequirementBadge required />
  ) : optional ? (
    <RequirementBadge required={false} />
  ) : null;
  return (
    <FieldContext.Provider value={{ id: htmlFor, describedBy, invalid: Boolean(error), required }}>
      <Stack
        $gap="xs"
        className={className}
        role={htmlFor ? undefined : 'group'}
        aria-labelledby={htmlFor ? undefined : labelId}
      >
        <LabelRow>
          {htmlFor ? (
            <label id={labelId} htmlFor={htmlFor}>
              {label}
            </label>
          ) : (
            <span id={labelId}>{label}</span>
          )}
          {badge}
          {help}
        </LabelRow>
        {children}
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
        {error ? (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        ) : null}
      </Stack>
    </FieldContext.Provider>
  );
}

/** Props an input takes from its Field unless the caller set them. */
function useFieldProps<P extends { id?: string; 'aria-describedby'?: string }>(props: P) {
  const field = useContext(FieldContext);
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': props['aria-describedby'] ?? field.describedBy,
    'aria-invalid': field.invalid || undefined,
    'aria-required': field.required || undefined,
  };
}

const control = css`
  width: 100%;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    border-color: ${({ theme }) => theme.colors.focus};
    outline: none;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primarySoft};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

const StyledInput = styled.input`
  ${control}
`;
const StyledTextArea = styled.textarea`
  ${control}
  resize: vertical;
`;
const StyledSelect = styled.select`
  ${control}
`;

export function TextInput(props: ComponentPropsWithRef<'input'>) {
  return <StyledInput type="text" {...useFieldProps(props)} />;
}

/**
 * A list's search box: its words are both the name screen readers hear and the placeholder shown
 * (a list's search has no visible label of its own); `onChange` gets the text.
 */
export function SearchInput({
  label,
  value,
  onChange,
  ...props
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
} & Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'onChange'>) {
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...props}
    />
  );
}

export function PasswordInput(props: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return <StyledInput autoComplete="current-password" {...useFieldProps(props)} type="password" />;
}

const FILE_CHOOSE = 'ファイルを選択';
const FILE_NONE = '選択されていません';

/**
 * A file input that reads in Japanese whatever the browser's language (a browser in English says
 * "Choose File / No file chosen"). The input itself stays: visually hidden, named by the field's
 * label, reached by Tab (its focus shows on the box) and by a test's setInputFiles. The box beside
 * it says ファイルを選択 and opens it on a click; `chosen` says what was picked (選択されていません
 * when empty; null: nothing, the caller lists the files). `onFiles` gets the files picked, and the
 * input is emptied so the same file can be picked again.
 */
export function FileInput({
  chosen,
  onFiles,
  ...props
}: Omit<ComponentPropsWithRef<'input'>, 'type' | 'onChange'> & {
  chosen?: string | null;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const fieldProps = useFieldProps(props);
  return (
    <FileRow>
      <VisuallyHidden
        as="input"
        ref={input}
        {...fieldProps}
        aria-required={props['aria-required'] ?? fieldProps['aria-required']}
        type="file"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          onFiles(files);
        }}
      />
      <FileBox
        forwardedAs="span"
        variant="secondary"
        size="sm"
        aria-hidden="true"
        aria-disabled={props.disabled || undefined}
        onClick={() => {
          if (!props.disabled) input.current?.click();
        }}
      >
        {FILE_CHOOSE}
      </FileBox>
      {chosen === null ? null : <Chosen>{chosen || FILE_NONE}</Chosen>}
    </FileRow>
  );
}

const FileRow = styled.div`
  ${inlineRow('sm')}
  flex-wrap: wrap;
`;
const FileBox = styled(Button)`
  /* The hidden input, still in the tab order, shows its focus here. */
  ${VisuallyHidden}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Chosen = styled.span`
  overflow-wrap: anywhere;
`;

export function TextArea(props: ComponentPropsWithRef<'textarea'>) {
  return <StyledTextArea {...useFieldProps(props)} />;
}

export function Select(props: ComponentPropsWithRef<'select'>) {
  return <StyledSelect {...useFieldProps(props)} />;
}

const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  cursor: pointer;
  input {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

type ChoiceProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode };

/** A checkbox with its label beside it (the label is the accessible name). */
export function Checkbox({ label, className, ...props }: ChoiceProps) {
  return (
    <ChoiceLabel className={className}>
      <input type="checkbox" {...props} />
      <span>{label}</span>
    </ChoiceLabel>
  );
}

export function Radio({ label, className, ...props }: ChoiceProps) {
  return (
    <ChoiceLabel className={className}>
      <input type="radio" {...props} />
      <span>{label}</span>
    </ChoiceLabel>
  );
}
