// GET /infos/{id}: one announcement with its HTML body.
import { callQuery } from '@portal/shared/call-query';

export const infoQuery = (id: number) => {
  const query = callQuery('/infos/{infoId}', { params: { infoId: id } });
  // The modal explains a failure at once (its own message per kind) instead of retrying.
  return { ...query, retry: false };
};
