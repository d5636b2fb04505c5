// The company side of a referred candidate for the e2e suites: messages, status changes and
// tentative dates through the console's HTTP API (exactly the shapes of api/README.md).
import { consoleCall } from './console';

export const candidateConsole = {
  sendMessage: (candidateId: number, content: string) =>
    consoleCall<{ id: number }>('POST', `/candidates/${candidateId}/messages`, { content }),
  setStatus: (candidateId: number, specialSelectionStatus: number, selectionStepName?: string) =>
    consoleCall<unknown>('PUT', `/candidates/${candidateId}/status`, {
      specialSelectionStatus,
      selectionStepName,
    }),
  proposeDates: (candidateId: number, dates: { start: string; end: string }[], comment?: string) =>
    consoleCall<{ ids: number[] }>('POST', `/candidates/${candidateId}/tentative-events`, {
      dates,
      comment,
    }),
};
