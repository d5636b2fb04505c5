// A labelled choice of one item by its id, with an "all" choice first (the empty value): the
// company, job and staff filters of やること, 回答待ち and 実績.
import { Field, Select } from '@portal/shared/ui/field';

export function IdSelect({
  id,
  label,
  allLabel,
  value,
  items,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  /** The chosen id; null or undefined for "all". */
  value: number | null | undefined;
  items: readonly { id: number; name: string }[];
  disabled?: boolean;
  onChange: (id: number | undefined) => void;
}) {
  return (
    <Field label={label} htmlFor={id}>
      <Select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
      >
        <option value="">{allLabel}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
