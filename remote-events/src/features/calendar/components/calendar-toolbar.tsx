// The calendar's toolbar: previous/next year and month around the YYYY年MM月 label, and the
// 絞り込み button (disabled while a company is chosen in the header).
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { messages } from '../../../messages';
import { Cluster, mutedText } from '@portal/shared/ui/layout';

export interface CalendarToolbarProps {
  label: string;
  onMove: (months: number) => void;
  onFilter: () => void;
  filterDisabled: boolean;
  filterCount: number;
}

/** The steps around the month label, in order: a year and a month back, a month and a year on. */
const STEPS = [
  { months: -12, label: messages.prevYear, text: '«' },
  { months: -1, label: messages.prevMonth, text: '‹' },
  { months: 1, label: messages.nextMonth, text: '›' },
  { months: 12, label: messages.nextYear, text: '»' },
];

function StepButton({
  step,
  onMove,
}: {
  step: (typeof STEPS)[number];
  onMove: (months: number) => void;
}) {
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      aria-label={step.label}
      onClick={() => onMove(step.months)}
    >
      {step.text}
    </Button>
  );
}

export function CalendarToolbar({
  label,
  onMove,
  onFilter,
  filterDisabled,
  filterCount,
}: CalendarToolbarProps) {
  return (
    <Bar>
      <Cluster $gap="xs" $align="center">
        {STEPS.slice(0, 2).map((step) => (
          <StepButton key={step.months} step={step} onMove={onMove} />
        ))}
        <MonthLabel aria-live="polite">{label}</MonthLabel>
        {STEPS.slice(2).map((step) => (
          <StepButton key={step.months} step={step} onMove={onMove} />
        ))}
      </Cluster>
      <Filter>
        {filterCount > 0 && !filterDisabled ? (
          <span>{messages.filterActive(filterCount)}</span>
        ) : null}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={onFilter}
          disabled={filterDisabled}
          title={filterDisabled ? messages.filterDisabledHint : undefined}
          aria-describedby={filterDisabled ? 'events-filter-hint' : undefined}
        >
          {messages.filterButton}
        </Button>
        {filterDisabled ? <Hint id="events-filter-hint">{messages.filterDisabledHint}</Hint> : null}
      </Filter>
    </Bar>
  );
}

const Bar = styled(Cluster).attrs({ $align: 'center', $justify: 'space-between' } as const)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const MonthLabel = styled.h2`
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space.xs};
  white-space: nowrap;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Filter = styled(Cluster).attrs({ $align: 'center' } as const)`
  ${mutedText}
`;

const Hint = styled.span`
  flex-basis: 100%;
  text-align: right;
`;
