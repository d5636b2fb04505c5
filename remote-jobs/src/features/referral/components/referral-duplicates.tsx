// A new applicant's referral (issue 21): the agency's applicants that may be the person typed
// (normalised name and phone, name and e-mail, or phone alone), with a link to each; it does
// not block the referral. Phone AND e-mail matching: the referral will be linked to them.
import { Link } from 'react-router-dom';
import { usePossibleDuplicates } from '@portal/shared/applicant-search';
import { paths } from '@portal/shared/paths';
import { PossibleDuplicatesNotice } from '@portal/shared/ui/possible-duplicates';
import { useSiteId } from '@portal/shared/use-site-id';
import { messages } from '../../../messages';
import type { FormValues } from '../engine/model';

const text = (value: FormValues[string]) => (typeof value === 'string' ? value : '');

export function ReferralDuplicates({ values }: { values: FormValues }) {
  const siteId = useSiteId();
  const duplicates = usePossibleDuplicates({
    name: text(values.seiKanji) + text(values.meiKanji),
    kana: text(values.seiKana) + text(values.meiKana),
    phone: text(values.mobileNumber),
    email: text(values.pcEmail),
  });
  return (
    <PossibleDuplicatesNotice
      duplicates={duplicates}
      texts={messages.duplicates}
      link={(duplicate) => (
        <Link to={paths.applicants.jobs(siteId, { applicantId: duplicate.id })}>
          {messages.duplicates.link(duplicate.fullNameKanji, duplicate.fullNameKana)}
        </Link>
      )}
    />
  );
}
