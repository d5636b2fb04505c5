// API連携 (issue 30): the tokens the account may see, and the writes of the page. Each write's
// tags (contract CHANGES: api-tokens) reload the list before it settles.
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SubmissionErrors } from 'final-form';
import { api } from '@portal/shared/api';
import { callQuery } from '@portal/shared/call-query';
import type { ApiTokenRequest, CreatedApiToken } from '@portal/shared/contract/api-tokens';
import { toast } from '@portal/shared/feedback';
import { refusedSubmission, toastOutcome } from '@portal/shared/form-failures';
import { messages } from '../../../messages';

export const apiTokensQuery = () =>
  callQuery('/settings/api-tokens', {}, { failure: messages.apiTokensLoadFailure });

export function useApiTokens() {
  return useQuery(apiTokensQuery());
}

/** The staff the main account chooses from (GET /settings/staff answers the main account only). */
export function useTokenStaff(enabled: boolean) {
  return useQuery({ ...callQuery('/settings/staff'), enabled });
}

export const TOKEN_FIELDS = ['name', 'accountId', 'scope', 'expiresInDays'] as const;

export type CreateOutcome =
  { ok: true; created: CreatedApiToken } | { ok: false; errors: SubmissionErrors };

export function useCreateApiToken() {
  return useCallback(async (body: ApiTokenRequest): Promise<CreateOutcome> => {
    const result = await api.post('/settings/api-tokens', { body });
    if (!result.ok) {
      return {
        ok: false,
        errors: refusedSubmission(result.error, TOKEN_FIELDS, messages.apiTokenCreateFailure),
      };
    }
    toast.success(messages.apiTokenCreated);
    return { ok: true, created: result.data };
  }, []);
}

export function useRevokeApiToken() {
  return useCallback(async (id: number): Promise<boolean> => {
    const result = await api.delete('/settings/api-tokens/{id}', { params: { id } });
    return toastOutcome(result, messages.apiTokenRevoked, messages.apiTokenRevokeFailure);
  }, []);
}

export function useSetTokenPolicy() {
  return useCallback(async (subAccountsMayCreate: boolean): Promise<boolean> => {
    const result = await api.put('/settings/api-token-policy', { body: { subAccountsMayCreate } });
    return toastOutcome(result, messages.apiTokenPolicySaved, messages.apiTokenPolicyFailure);
  }, []);
}
