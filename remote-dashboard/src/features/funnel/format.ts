// How 実績 writes its figures: a rate as a percentage with one decimal, a month as 2026年11月.
export const formatRate = (rate: number) => `${(rate * 100).toFixed(1)}%`;

export const monthLabel = (month: string) => {
  const [year, m] = month.split('-');
  return `${year}年${Number(m)}月`;
};

/** The `count` months ending with `last` ('YYYY-MM'), oldest first. */
export function monthsUpTo(last: string, count: number): string[] {
  const [year, month] = last.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
