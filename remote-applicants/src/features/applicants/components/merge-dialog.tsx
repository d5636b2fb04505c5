// 重複をまとめる (issue 21): the applicant on screen is kept; the user picks the other one (its
// possible duplicates first, or any applicant found by name), sees what moves (referrals,
// messages, files, event entries) and confirms. The other applicant is then removed and its URL
// leads here. Only a main account may merge: the api answers a sub-account 403.
import { useState } from 'react';
import { Cluster, Stack, mutedText, stack } from '@portal/shared/ui/layout';
import styled from 'styled-components';
import { useApplicantPages, usePossibleDuplicates } from '@portal/shared/applicant-search';
import type { ApplicantDetail } from '@portal/shared/contract/applicants';
import { toast } from '@portal/shared/feedback';
import { isHttpStatus } from '@portal/shared/http';
import { failureOf, toastError } from '@portal/shared/query-client';
import { Button } from '@portal/shared/ui/button';
import { Radio, SearchInput } from '@portal/shared/ui/field';
import { LoadingText } from '@portal/shared/ui/loading-text';
import { Modal } from '@portal/shared/ui/modal';
import { messages } from '../../../messages';
import { useMergeApplicants, useMergePreview } from '../api/merge-applicants';

const t = messages.merge;

/** The api's answer to a sub-account (main account only). */
const forbidden = (error: unknown) => {
  const failure = failureOf(error);
  return failure !== null && isHttpStatus(failure, 403);
};

interface Choice {
  id: number;
  label: string;
  note?: string;
}

export function MergeDialog(props: { applicant: ApplicantDetail; onClose: () => void }) {
  const { applicant } = props;
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const duplicates = usePossibleDuplicates({
    name: applicant.seiKanji + applicant.meiKanji,
    kana: applicant.seiKana + applicant.meiKana,
    phone: applicant.phone,
    email: applicant.email,
    exceptId: applicant.id,
  });
  const search = useApplicantPages(keyword.trim(), { enabled: keyword.trim() !== '' });
  const found = keyword.trim() ? (search.data?.pages.flatMap((page) => page.items) ?? []) : [];
  const choices: Choice[] = [
    ...duplicates.map((d) => ({
      id: d.id,
      label: `${d.fullNameKanji}（${d.fullNameKana}）`,
      note: t.suggested,
    })),
    ...found
      .filter((item) => item.id !== applicant.id && !duplicates.some((d) => d.id === item.id))
      .slice(0, 10)
      .map((item) => ({ id: item.id, label: `${item.fullNameKanji}（${item.fullNameKana}）` })),
  ];
  const preview = useMergePreview(applicant.id, chosen);
  const merge = useMergeApplicants(applicant.id);

  const confirm = async () => {
    if (chosen === null) return;
    try {
      await merge.mutateAsync(chosen);
      toast.success(t.done);
      props.onClose();
    } catch (error) {
      if (forbidden(error)) toast.error(t.mainOnly);
      else toastError(error, t.failed);
    }
  };

  const moves = preview.data?.moves;
  return (
    <Modal
      open
      onClose={props.onClose}
      title={t.title}
      width="600px"
      footer={
        <Cluster $justify="flex-end">
          <Button type="button" variant="secondary" onClick={props.onClose}>
            {t.cancel}
          </Button>
          <Button
            type="button"
            variant="danger"
            disabled={!moves || merge.isPending}
            onClick={() => void confirm()}
          >
            {t.confirm}
          </Button>
        </Cluster>
      }
    >
      <Stack $shrink>
        <p>{t.lead(applicant.fullNameKanji)}</p>
        <SearchInput label={t.search} value={keyword} onChange={setKeyword} />
        {choices.length ? (
          <Choices role="radiogroup" aria-label={t.choose}>
            {choices.map((choice) => (
              <Radio
                key={choice.id}
                name="merge-source"
                label={choice.note ? `${choice.label} ${choice.note}` : choice.label}
                checked={chosen === choice.id}
                onChange={() => setChosen(choice.id)}
              />
            ))}
          </Choices>
        ) : (
          <Muted>{keyword.trim() ? t.noMatch : t.noSuggestion}</Muted>
        )}
        <Summary aria-live="polite">
          {chosen === null ? null : preview.isPending ? (
            <LoadingText>{t.loading}</LoadingText>
          ) : preview.isError ? (
            <Error role="alert">{forbidden(preview.error) ? t.mainOnly : t.previewFailed}</Error>
          ) : moves ? (
            <>
              <p>{t.moves(preview.data.source.fullNameKanji, applicant.fullNameKanji)}</p>
              <dl>
                <dt>{t.referrals}</dt>
                <dd>{t.count(moves.referrals)}</dd>
                <dt>{t.messages}</dt>
                <dd>{t.count(moves.messages)}</dd>
                <dt>{t.files}</dt>
                <dd>{t.count(moves.files)}</dd>
                <dt>{t.eventEntries}</dt>
                <dd>{t.count(moves.eventEntries)}</dd>
              </dl>
              <p>{t.warning}</p>
            </>
          ) : null}
        </Summary>
      </Stack>
    </Modal>
  );
}

const Choices = styled.div`
  ${stack('xs')}
  max-height: 240px;
  overflow-y: auto;
`;
const Muted = styled.p`
  ${mutedText}
`;
const Summary = styled.div`
  ${stack('xs')}
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
    margin: 0;
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;
const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
