// School, faculty and major with suggestions from the master data (spec 2 §5): filtered locally
// (case-insensitive substring), hidden 200 ms after blur; free entry always works. A failed
// university list says so (spec 2 §8); failed faculty/major lists just stay empty.
import { useEffect, useId, useRef, useState } from 'react';
import { useField, useFormState } from 'react-final-form';
import styled from 'styled-components';
import { SCHOOL_KEYS } from '@portal/shared/contract/job-rules';
import { TextInput } from '@portal/shared/ui/field';
import { messages } from '../../../../messages';
import { useFaculties, useMajors, useUniversities } from '../../api/get-universities';
import type { AnswerControlProps } from './text-input';

export const HIDE_DELAY_MS = 200;
const MAX_SHOWN = 50;

export const isSchoolKey = (key: string) => (Object.values(SCHOOL_KEYS) as string[]).includes(key);

function useOptions(key: string, focused: boolean) {
  const { values } = useFormState({ subscription: { values: true } });
  const school = String(values[SCHOOL_KEYS.school] ?? '');
  const faculty = String(values[SCHOOL_KEYS.faculty] ?? '');
  const schools = useUniversities(key === SCHOOL_KEYS.school && focused);
  const faculties = useFaculties(school, key === SCHOOL_KEYS.faculty && focused);
  const majors = useMajors(school, faculty, key === SCHOOL_KEYS.major && focused);
  const query =
    key === SCHOOL_KEYS.school ? schools : key === SCHOOL_KEYS.faculty ? faculties : majors;
  const failure = key === SCHOOL_KEYS.school ? schools.error : null;
  // Spec 2: the university list's failure is a toast (the read's `failure`, get-universities);
  // the field also says so while it lasts.
  return { options: query.data ?? [], failed: failure !== null };
}

export function SchoolAnswer({ field, id, required }: AnswerControlProps) {
  const { input } = useField<string>(field.key, { subscription: { value: true } });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [touched, setTouched] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = useId();
  const value = typeof input.value === 'string' ? input.value : '';
  const { options, failed } = useOptions(field.key, touched);
  const needle = value.trim().toLowerCase();
  const shown = options.filter((o) => o.toLowerCase().includes(needle)).slice(0, MAX_SHOWN);
  useEffect(() => () => void (hideTimer.current && clearTimeout(hideTimer.current)), []);
  const expanded = open && shown.length > 0 && !(shown.length === 1 && shown[0] === value);
  return (
    <Wrap>
      <TextInput
        id={id}
        name={field.key}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-required={required || undefined}
        autoComplete="off"
        onChange={(event) => {
          input.onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          // Back before the blur's timer ran out: the list stays (the timer would hide it).
          if (hideTimer.current) clearTimeout(hideTimer.current);
          hideTimer.current = null;
          setTouched(true);
          setOpen(true);
        }}
        onBlur={() => {
          input.onBlur();
          hideTimer.current = setTimeout(() => setOpen(false), HIDE_DELAY_MS);
        }}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
          if (!expanded) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((index) => (index + step + shown.length) % shown.length);
          } else if (event.key === 'Enter' && active >= 0 && shown[active]) {
            event.preventDefault();
            input.onChange(shown[active]);
            setOpen(false);
            setActive(-1);
          }
        }}
      />
      {failed ? <Failure role="status">{messages.universityError}</Failure> : null}
      <List
        id={listId}
        role="listbox"
        aria-label={`${field.label}の${messages.suggestions}`}
        hidden={!expanded}
      >
        {expanded
          ? shown.map((option, index) => (
              <li
                key={option}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  input.onChange(option);
                  setOpen(false);
                }}
              >
                {option}
              </li>
            ))
          : null}
      </List>
    </Wrap>
  );
}

const Wrap = styled.div`
  position: relative;
`;
const Failure = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
const List = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  left: 0;
  right: 0;
  max-height: 240px;
  overflow-y: auto;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    cursor: pointer;
  }
  li:hover,
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
