// GET /master/universities, .../departments?school=, .../majors?school=&gakubu= (suggestions).
// A failed university list is toasted (spec 2 §8); failed faculty/major lists just stay empty.
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@portal/shared/call-query';
import { messages } from '../../../messages';

const DAY = 24 * 60 * 60 * 1000;

export function useUniversities(enabled: boolean) {
  return useQuery({
    ...callQuery('/master/universities', undefined, { failure: messages.universityError }),
    staleTime: DAY,
    enabled,
  });
}

export function useFaculties(school: string, enabled: boolean) {
  return useQuery({
    ...callQuery('/master/universities/departments', { query: { school } }),
    staleTime: DAY,
    enabled: enabled && school.trim() !== '',
  });
}

export function useMajors(school: string, faculty: string, enabled: boolean) {
  return useQuery({
    ...callQuery('/master/universities/majors', { query: { school, gakubu: faculty } }),
    staleTime: DAY,
    enabled: enabled && school.trim() !== '' && faculty.trim() !== '',
  });
}
