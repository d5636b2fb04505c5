// Contract of GET /job-companies: the hiring companies linked to the agency (the header's company
// dropdown asks for the MATCHED ones).
import { z } from '../zod';
import { PERMIT_MATCHING_STATUS } from '../enums';
import { call, calls } from './define';

export const permitMatchingStatus = z.enum(Object.values(PERMIT_MATCHING_STATUS));

export const matchedCompany = z.object({ id: z.number(), name: z.string() });
export type MatchedCompany = z.infer<typeof matchedCompany>;

export const companyCalls = calls('共通 (shell)', {
  'GET /job-companies': call({
    summary: 'The companies linked to the agency, by name; optionally only one link status',
    query: z.object({ permitMatchingStatus: permitMatchingStatus.optional() }),
    response: z.array(matchedCompany),
  }),
});
