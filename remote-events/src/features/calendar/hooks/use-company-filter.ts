// Which companies the calendar shows: the header's company when one is chosen (the filter is
// then disabled), else the checked ones of 絞り込み, kept in the URL as repeated ?companyId=.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSelectedCompanyStore } from '@portal/shared/stores';

import { MAX_ID as MAX_INT } from '@portal/shared/rules/ids';

export function useCompanyFilter() {
  const [params, setParams] = useSearchParams();
  const selectedCompanyId = useSelectedCompanyStore((state) => state.selectedCompanyId);
  const raw = params.getAll('companyId').join(',');

  const filterIds = useMemo(
    () => [
      ...new Set(
        raw
          .split(',')
          .map(Number)
          .filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_INT),
      ),
    ],
    [raw],
  );

  const applyFilter = useCallback(
    (ids: number[]) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('companyId');
          for (const id of ids) next.append('companyId', String(id));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const locked = selectedCompanyId !== null;
  const companyIds = useMemo(
    () => (locked ? [selectedCompanyId] : filterIds),
    [locked, selectedCompanyId, filterIds],
  );
  return { companyIds, filterIds, applyFilter, locked };
}
