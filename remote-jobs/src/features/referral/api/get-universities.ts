// GET /master/universities, .../departments?school=, .../majors?school=&gakubu= (suggestions).
import { useQuery } from '@tanstack/react-query';
import { http } from '@portal/shared/http';
import { unwrapResult } from '@portal/shared/query-client';
import { jobKeys } from '../../../query-keys';

const DAY = 24 * 60 * 60 * 1000;

export const getUniversities = () => http.get<string[]>('master/universities');
export const getFaculties = (school: string) =>
  http.get<string[]>('master/universities/departments', { searchParams: { school } });
export const getMajors = (school: string, gakubu: string) =>
  http.get<string[]>('master/universities/majors', { searchParams: { school, gakubu } });

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
