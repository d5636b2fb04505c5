// GET/POST /candidates/{id}/esfiles, DELETE /candidates/{id}/esfiles/{fileId}.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared/api';
import { unwrapResult } from '@portal/shared/query-client';
import { queryKeys } from '../../../query-keys';

export const getEsFiles = (id: number) => api.get('/candidates/{id}/esfiles', { params: { id } });

export function uploadEsFiles(id: number, files: File[]) {
  const body = new FormData();
  files.forEach((file) => body.append('files', file, file.name));
  return api.post('/candidates/{id}/esfiles', { params: { id }, body });
}

export const deleteEsFile = (id: number, fileId: number) =>
  api.delete('/candidates/{id}/esfiles/{fileId}', { params: { id, fileId } });

export const esFilesQuery = (id: number) =>
  queryOptions({ queryKey: queryKeys.esFiles(id), queryFn: () => unwrapResult(getEsFiles(id)) });

export function useEsFiles(id: number) {
  return useQuery(esFilesQuery(id));
}

export function useUploadEsFiles(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => unwrapResult(uploadEsFiles(id, files)),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.esFiles(id) }),
  });
}

export function useDeleteEsFile(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => unwrapResult(deleteEsFile(id, fileId)),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.esFiles(id) }),
  });
}
