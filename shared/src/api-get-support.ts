// GET /support: the support contact the operator configured (the shared store reads it through
// this module, so tests can mock it like the other store calls).
import { api } from './api';
import type { SupportContact } from './contract/support';
import type { Result } from './http';

/** null in preview mode: the job preview renders inside the shell's frame without a server. */
export function getSupportContact(): Promise<Result<SupportContact | null>> {
  return api.get('/support');
}
