// The header's year selector: switching service year swaps the first path segment and reloads the
// page, because each year is its own session and data set. On mid no year is selected: choosing one
// moves to that new-graduate year.
import styled from 'styled-components';
import { YEAR_OPTIONS, isSiteId, replaceSiteId, type SiteId } from '@portal/shared/site';
import { reloadAt } from '../app/browser';
import { messages } from '../messages';

/** `tone`: 'header' on the dark header bar, 'surface' on a white panel (the メニュー drawer). */
export function YearSelector({
  siteId,
  tone = 'header',
}: {
  siteId: SiteId;
  tone?: 'header' | 'surface';
}) {
  const selected = YEAR_OPTIONS.some((option) => option.value === siteId) ? siteId : '';

  const onChange = (value: string) => {
    if (!isSiteId(value) || value === siteId) return;
    const { pathname, search, hash } = window.location;
    reloadAt(`${replaceSiteId(pathname, value)}${search}${hash}`);
  };

  return (
    <Select
      $tone={tone}
      aria-label={messages.yearSelect}
      value={selected}
      onChange={(event) => onChange(event.target.value)}
    >
      {selected === '' && (
        <option value="" disabled>
          {messages.yearPlaceholder}
        </option>
      )}
      {YEAR_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

const Select = styled.select<{ $tone: 'header' | 'surface' }>`
  height: 32px;
  min-width: 112px;
  padding: 0 28px 0 12px;
  border: 1px solid rgba(255, 255, 255, 0.35);
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: rgba(255, 255, 255, 0.1);
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  appearance: none;
  background-image:
    linear-gradient(45deg, transparent 50%, #fff 50%),
    linear-gradient(135deg, #fff 50%, transparent 50%);
  background-position:
    calc(100% - 15px) 14px,
    calc(100% - 10px) 14px;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  &:hover {
    background-color: rgba(255, 255, 255, 0.18);
  }
  option {
    color: ${({ theme }) => theme.colors.text};
  }
  ${({ $tone, theme }) =>
    $tone === 'surface' &&
    `
    border-color: ${theme.colors.borderStrong};
    background-color: ${theme.colors.surface};
    color: ${theme.colors.text};
    background-image:
      linear-gradient(45deg, transparent 50%, ${theme.colors.text} 50%),
      linear-gradient(135deg, ${theme.colors.text} 50%, transparent 50%);
    &:hover { background-color: ${theme.colors.surface}; }
  `}
`;
