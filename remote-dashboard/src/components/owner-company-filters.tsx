// The two filters of やること and 回答待ち: the owner (me, everyone, or one staff member of the
// agency) and the linked company. The staff come from the dashboard's summary, the companies from
// the frame's linked companies (both in the one query cache).
import { useId, type ReactNode } from 'react';
import { useMatchedCompanies } from '@portal/shared/frame-queries';
import { Field, Select } from '@portal/shared/ui/field';
import { Cluster } from '@portal/shared/ui/layout';
import { useDashboardSummary, type OwnerChoice } from '../features/tasks/api/tasks';
import { messages } from '../messages';
import { IdSelect } from './id-select';

export function OwnerCompanyFilters({
  owner,
  onOwner,
  companyId,
  onCompany,
  everyoneFirst = false,
  children,
}: {
  owner: OwnerChoice;
  onOwner: (owner: OwnerChoice) => void;
  companyId: number | null;
  onCompany: (companyId: number | null) => void;
  /** 回答待ち lists everyone's first; やること the user's own. */
  everyoneFirst?: boolean;
  /** Beside the filters (やること's 新しいタスク). */
  children?: ReactNode;
}) {
  const summary = useDashboardSummary();
  const { companies } = useMatchedCompanies();
  const ownerId = useId();
  const companyFieldId = useId();
  const mine = <option value="me">{messages.ownerMe}</option>;
  const everyone = <option value="all">{messages.ownerAll}</option>;
  return (
    <Cluster $gap="md" $align="flex-end">
      <Field label={messages.ownerFilter} htmlFor={ownerId}>
        <Select
          id={ownerId}
          value={String(owner)}
          onChange={(event) => {
            const { value } = event.target;
            onOwner(value === 'me' || value === 'all' ? value : Number(value));
          }}
        >
          {everyoneFirst ? everyone : mine}
          {everyoneFirst ? mine : everyone}
          {(summary.data?.staff ?? [])
            .filter((member) => member.accountId !== summary.data?.me.accountId)
            .map((member) => (
              <option key={member.accountId} value={member.accountId}>
                {member.name}
              </option>
            ))}
        </Select>
      </Field>
      <IdSelect
        id={companyFieldId}
        label={messages.companyFilter}
        allLabel={messages.companyAll}
        value={companyId}
        items={companies}
        onChange={(id) => onCompany(id ?? null)}
      />
      {children}
    </Cluster>
  );
}
