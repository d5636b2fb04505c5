// GET /master/universities, .../departments?school=, .../majors?school=&gakubu= (suggestions).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

const DAY = 24 * 60 * 60 * 1000;

export const getUniversities = () => api.get('/master/universities');
export const getFaculties = (school: string) =>
  api.get('/master/universities/departments', { query: { school } });
export const getMajors = (school: string, gakubu: string) =>
  api.get('/master/universities/majors', { query: { school, gakubu } });

export const universitiesQuery = queryOptions({
  queryKey: jobKeys.universities,
  queryFn: () => unwrapResult(getUniversities()),
  staleTime: DAY,
});

export const facultiesQuery = (school: string) =>
  queryOptions({
    queryKey: jobKeys.faculties(school),
    queryFn: () => unwrapResult(getFaculties(school)),
    staleTime: DAY,
  });

export const majorsQuery = (school: string, faculty: string) =>
  queryOptions({
    queryKey: jobKeys.majors(school, faculty),
    queryFn: () => unwrapResult(getMajors(school, faculty)),
    staleTime: DAY,
  });

export function useUniversities(enabled: boolean) {
  return useQuery({ ...universitiesQuery, enabled });
}

export function useFaculties(school: string, enabled: boolean) {
  return useQuery({ ...facultiesQuery(school), enabled: enabled && school.trim() !== '' });
}

export function useMajors(school: string, faculty: string, enabled: boolean) {
  return useQuery({
    ...majorsQuery(school, faculty),
    enabled: enabled && school.trim() !== '' && faculty.trim() !== '',
  });
}
