// jobs/search 求人検索: keyword fields, status and sort; 適用する shows the matching jobs.
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { portalPath } from '@portal/shared/site';
import { Button } from '@portal/shared/ui/button';
import { Field, Radio, TextInput } from '@portal/shared/ui/field';
import { PageTitle } from '@portal/shared/ui/page-title';
import { media } from '@portal/shared/ui/responsive';
import { useSiteId } from '@portal/shared/use-site-id';
import { useDocumentTitle } from '@portal/shared/ui/document-title';
import { card, cluster, stack } from '@portal/shared/ui/layout';
import { SortFields } from '../../../components/sort-fields';
import { messages } from '../../../messages';
import { initialSearch, saveSearch, toQueryString, type SearchValues } from '../search-state';

const STATUSES = [
  ['all', messages.statusAll],
  ['recruiting', messages.statusRecruiting],
  ['finished', messages.statusFinished],
] as const;
const SORTS = [
  ['jobName', messages.sortJobName],
  ['department', messages.sortDepartment],
  ['jobCategory', messages.sortJobCategory],
  ['recruitmentStartDate', messages.sortStart],
  ['recruitmentEndDate', messages.sortEnd],
  ['candidateCount', messages.sortCandidates],
] as const;

export function JobSearchPage() {
  const siteId = useSiteId();
  const navigate = useNavigate();
  const location = useLocation();
  const fromBack = Boolean((location.state as { fromBackButton?: boolean } | null)?.fromBackButton);
  const [values, setValues] = useState<SearchValues>(() => initialSearch(siteId, fromBack));
  useDocumentTitle(messages.searchTitle);
  const set = <K extends keyof SearchValues>(key: K, value: SearchValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveSearch(siteId, values);
    // After the submit event: a navigation (a transition) inside it makes React read the form.
    const target = `${portalPath(siteId, 'jobs/info')}?${toQueryString(values)}`;
    queueMicrotask(() => navigate(target));
  };
  const text = (key: 'jobName' | 'jobCategory' | 'area', label: string) => (
    <Field label={label} htmlFor={`search-${key}`}>
      <TextInput
        id={`search-${key}`}
        value={values[key]}
        placeholder={messages.searchPlaceholder}
        onChange={(e) => set(key, e.target.value)}
      />
    </Field>
  );
  return (
    <section>
      <PageTitle>{messages.searchTitle}</PageTitle>
      <Lead>{messages.searchDescription}</Lead>
      <Form onSubmit={submit} aria-label={messages.searchTitle}>
        {text('jobName', messages.searchJobName)}
        {text('jobCategory', messages.searchJobCategory)}
        {text('area', messages.searchArea)}
        <Field label={messages.searchStatus}>
          <Row role="radiogroup" aria-label={messages.searchStatus}>
            {STATUSES.map(([value, label]) => (
              <Radio
                key={value}
                name="status"
                label={label}
                checked={values.status === value}
                onChange={() => set('status', value)}
              />
            ))}
          </Row>
        </Field>
        <Row>
          <SortFields
            idPrefix="search-sort"
            label={messages.sortField}
            fields={SORTS}
            value={values}
            onChange={(sort) => setValues((v) => ({ ...v, ...sort }))}
          />
        </Row>
        <div>
          <Button type="submit">{messages.apply}</Button>
        </div>
      </Form>
    </section>
  );
}

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Form = styled.form`
  ${stack('lg')}
  max-width: 640px;
  min-width: 0;
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  ${card}
  ${media.phone} {
    padding: ${({ theme }) => theme.space.md};
  }
`;
const Row = styled.div`
  ${cluster('lg')}
  > * {
    min-width: min(140px, 100%);
    max-width: 100%;
  }
`;
