// GET /infos: the announcements of the current service line, newest first. A failure is toasted
// once by the query cache (and shown inline by the page).
import { callQuery } from '@portal/shared/call-query';
import { messages } from '../../../messages';

export const infosQuery = () => callQuery('/infos', {}, { failure: messages.infosListFailure });
