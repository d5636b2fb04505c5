// GET /master/universities, .../departments?school=, .../majors?school=&gakubu= (suggestions).
import { useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

const DAY = 24 * 60 * 60 * 1000;

export const getUniversities = () => api.get('/master/universities');
export const getFaculties = (school: string) =>
  api.get('/master/universities/departments', { query: { school } });
export const getMajors = (school: string, gakubu: string) =>
  api.get('/master/universities/majors', { query: { school, gakubu } });

export function useUniversities(enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.universities,
    queryFn: () => unwrapResult(getUniversities()),
    enabled,
    staleTime: DAY,
  });
}

export function useFaculties(school: string, enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.faculties(school),
    queryFn: () => unwrapResult(getFaculties(school)),
    enabled: enabled && school.trim() !== '',
    staleTime: DAY,
  });
}

export function useMajors(school: string, faculty: string, enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.majors(school, faculty),
    queryFn: () => unwrapResult(getMajors(school, faculty)),
    enabled: enabled && school.trim() !== '' && faculty.trim() !== '',
    staleTime: DAY,
  });
}
