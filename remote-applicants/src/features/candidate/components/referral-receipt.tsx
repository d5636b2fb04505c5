// 推薦受付票 (issue 21): when the server accepted the referral (to the second, Tokyo time) and
// which staff member sent it, printable (or saved as PDF) from the browser: the print stylesheet
// leaves only the receipt on the page.
import styled, { createGlobalStyle } from 'styled-components';
import type { CandidateInfo } from '@portal/shared/contract/candidates';
import { formatDateTimeSeconds } from '@portal/shared/format';
import { Button } from '@portal/shared/ui/button';
import { messages } from '../../../messages';
import { Cluster, mutedText } from '@portal/shared/ui/layout';

const t = messages.receipt;

export function ReferralReceipt({ info }: { info: CandidateInfo }) {
  const name = info.applicant ? `${info.applicant.seiKanji} ${info.applicant.meiKanji}` : '';
  return (
    <Receipt aria-labelledby="referral-receipt-title" id="referral-receipt">
      <PrintOnlyReceipt />
      <Head>
        <h3 id="referral-receipt-title">{t.title}</h3>
        <Button type="button" size="sm" variant="secondary" onClick={() => window.print()}>
          {t.print}
        </Button>
      </Head>
      <dl>
        <div>
          <dt>{t.referredAt}</dt>
          <dd data-testid="referred-at">{formatDateTimeSeconds(info.receipt.referredAt)}</dd>
        </div>
        <div>
          <dt>{t.referredBy}</dt>
          <dd data-testid="referred-by">{info.receipt.referredBy ?? t.unknownSender}</dd>
        </div>
        <div>
          <dt>{t.candidate}</dt>
          <dd>{name}</dd>
        </div>
        {info.job ? (
          <>
            <div>
              <dt>{t.job}</dt>
              <dd>{info.job.name}</dd>
            </div>
            <div>
              <dt>{t.company}</dt>
              <dd>{info.job.companyName}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <Note>{t.note}</Note>
    </Receipt>
  );
}

const PrintOnlyReceipt = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden !important;
    }
    #referral-receipt,
    #referral-receipt * {
      visibility: visible !important;
    }
    #referral-receipt {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      border: none;
    }
    #referral-receipt button {
      display: none;
    }
  }
`;

const Receipt = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: ${({ theme }) => theme.space.md};
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: ${({ theme }) => theme.space.sm} 0;
  }
  dl div {
    display: grid;
    grid-template-columns: minmax(80px, 120px) 1fr;
    gap: ${({ theme }) => theme.space.md};
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Head = styled(Cluster).attrs({ $align: 'center', $justify: 'space-between' } as const)`
  h3 {
    margin: 0;
  }
`;
const Note = styled.p`
  margin: 0;
  ${mutedText}
`;
