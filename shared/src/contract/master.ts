// Contract of the master data (spec 2 §7): universities, their faculties (学部) and majors
// (学科). Reference data, the same for every agency; the api answers it with an ETag.
import { z } from '../zod';
import { call, calls } from './define';

const masterName = z.string().trim().min(1).max(200);

export const masterCalls = calls('マスタ (master)', {
  'GET /master/universities': call({
    operationId: 'listUniversities',
    summary: 'Every university name',
    response: z.array(z.string()),
  }),
  'GET /master/universities/departments': call({
    operationId: 'listUniversityDepartments',
    summary: 'The faculties (学部) of a university',
    query: z.object({ school: masterName }),
    response: z.array(z.string()),
  }),
  'GET /master/universities/majors': call({
    operationId: 'listUniversityMajors',
    summary: 'The majors (学科) of a faculty',
    query: z.object({ school: masterName, gakubu: masterName }),
    response: z.array(z.string()),
  }),
});
