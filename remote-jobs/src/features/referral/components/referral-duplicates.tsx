// A new applicant's referral (issue 21): the agency's applicants that may be the person typed
// (normalised name and phone, name and e-mail, or phone alone), with a link to each; it does
// not block the referral. Phone AND e-mail matching: the referral will be linked to them.
import { usePossibleDuplicates } from '@portal/shared/applicant-search';
import { PossibleDuplicatesNotice } from '@portal/shared/ui/possible-duplicates';
import { messages } from '../../../messages';
import type { FormValues } from '../engine/model';

const text = (value: FormValues[string]) => (typeof value === 'string' ? value : '');

export function ReferralDuplicates({ values }: { values: FormValues }) {
  const duplicates = usePossibleDuplicates({
    name: text(values.seiKanji) + text(values.meiKanji),
    kana: text(values.seiKana) + text(values.meiKana),
    phone: text(values.mobileNumber),
    email: text(values.pcEmail),
  });
  return <PossibleDuplicatesNotice duplicates={duplicates} texts={messages.duplicates} />;
}
