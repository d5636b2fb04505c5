// The two sort selects of the job search and the candidate filter: what to sort by (the caller's
// choices) and 並び順 (昇順 / 降順).
import { Field, Select } from '@portal/shared/ui/field';
import { messages } from '../messages';

type Choices<T extends string> = readonly (readonly [T, string])[];
type Sort<F extends string> = { sortField: F; sortOrder: 'asc' | 'desc' };

const ORDERS: Choices<'asc' | 'desc'> = [
  ['asc', messages.asc],
  ['desc', messages.desc],
];

function options<T extends string>(choices: Choices<T>) {
  return choices.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/**
 * Ids `${idPrefix}-field` and `${idPrefix}-order`; `label` names the sort-by select; `onChange`
 * gives the one value that changed.
 */
export function SortFields<F extends string>(props: {
  idPrefix: string;
  label: string;
  fields: Choices<F>;
  value: Sort<F>;
  onChange: (change: Partial<Sort<F>>) => void;
}) {
  const { value, onChange } = props;
  return (
    <>
      <Field label={props.label} htmlFor={`${props.idPrefix}-field`}>
        <Select
          id={`${props.idPrefix}-field`}
          value={value.sortField}
          onChange={(event) => onChange({ sortField: event.target.value as F })}
        >
          {options(props.fields)}
        </Select>
      </Field>
      <Field label={messages.sortOrder} htmlFor={`${props.idPrefix}-order`}>
        <Select
          id={`${props.idPrefix}-order`}
          value={value.sortOrder}
          onChange={(event) => onChange({ sortOrder: event.target.value as Sort<F>['sortOrder'] })}
        >
          {options(ORDERS)}
        </Select>
      </Field>
    </>
  );
}
