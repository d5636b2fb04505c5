// GET/POST /candidates/{id}/esfiles, DELETE /candidates/{id}/esfiles/{fileId}; a write refreshes
// the list (the contract's CHANGES: 'candidate:{id}').
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { callQuery } from '@portal/shared/call-query';
import { unwrapResult } from '@portal/shared/query-client';

export function uploadEsFiles(id: number, files: File[]) {
  return api.post('/candidates/{id}/esfiles', { params: { id }, form: { files: { files } } });
}

export const deleteEsFile = (id: number, fileId: number) =>
  api.delete('/candidates/{id}/esfiles/{fileId}', { params: { id, fileId } });

export function useEsFiles(id: number) {
  return useQuery(callQuery('/candidates/{id}/esfiles', { params: { id } }));
}

export function useUploadEsFiles(id: number) {
  return useMutation({ mutationFn: (files: File[]) => unwrapResult(uploadEsFiles(id, files)) });
}

export function useDeleteEsFile(id: number) {
  return useMutation({ mutationFn: (fileId: number) => unwrapResult(deleteEsFile(id, fileId)) });
}
