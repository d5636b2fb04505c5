// The company side of a referred candidate for the e2e suites: messages, status changes and
// tentative dates through the console's HTTP API (exactly the shapes of api/README.md).
import { CONSOLE_TOKEN, baseURL } from './stack';

async function call<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseURL}/console/api${path}`, {
    method,
    headers: { authorization: `Bearer ${CONSOLE_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`console ${method} ${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

export const candidateConsole = {
  sendMessage: (candidateId: number, content: string) =>
    call<{ id: number }>('POST', `/candidates/${candidateId}/messages`, { content }),
  setStatus: (candidateId: number, specialSelectionStatus: number, selectionStepName?: string) =>
    call<unknown>('PUT', `/candidates/${candidateId}/status`, {
      specialSelectionStatus,
      selectionStepName,
    }),
  proposeDates: (candidateId: number, dates: { start: string; end: string }[], comment?: string) =>
    call<{ ids: number[] }>('POST', `/candidates/${candidateId}/tentative-events`, {
      dates,
      comment,
    }),
};
