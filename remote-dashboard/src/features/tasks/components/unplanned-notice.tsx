// How many active referrals have neither a next action nor a final state, and a button that shows
// them (the list opens the candidate pages) under it.
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@portal/shared/ui/button';
import { Stack } from '@portal/shared/ui/layout';
import { messages } from '../../../messages';
import { ReferralList } from '../../referrals/components/referral-list';
import { useUnplanned, type OwnerChoice } from '../api/tasks';

export function UnplannedNotice({
  count,
  owner,
  companyId,
}: {
  count: number;
  owner: OwnerChoice;
  companyId: number | null;
}) {
  const [open, setOpen] = useState(false);
  const list = useUnplanned(owner, companyId, open);
  if (count === 0) return <Notice>{messages.unplannedNone}</Notice>;
  return (
    <Stack $gap="sm">
      <Notice $warn>
        {messages.unplanned(count)}{' '}
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls="unplanned-list"
          onClick={() => setOpen((value) => !value)}
        >
          {messages.unplannedShow}
        </Button>
      </Notice>
      {open ? (
        <div id="unplanned-list">
          <ReferralList
            label={messages.unplannedTitle}
            query={list}
            loading={messages.unplannedLoading}
            error={messages.unplannedError}
            empty={messages.unplannedEmpty}
          />
        </div>
      ) : null}
    </Stack>
  );
}

const Notice = styled.p<{ $warn?: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $warn }) => ($warn ? theme.colors.dangerSoft : theme.colors.background)};
  overflow-wrap: anywhere;
`;
