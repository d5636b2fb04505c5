// Every route of the agency api is registered from its contract declaration, and every
// declaration has its route: a call cannot exist on one side only.
import { apiCalls } from '@portal/shared/contract/calls';
import { API_PREFIX } from '../modules/api-routes';
import { contractGaps, routesByContractKey } from '../test/routes';
import { testAppForFile } from '../test/test-app';

describe('the api contract', () => {
  const { registered, onRoute } = routesByContractKey(API_PREFIX);
  testAppForFile({ onRoute });

  it('has a declaration for every route of the agency api', () => {
    expect(contractGaps(registered, apiCalls).undeclared).toEqual([]);
  });

  it('has a route for every declaration', () => {
    expect(contractGaps(registered, apiCalls).missing).toEqual([]);
  });

  it('registers each route from its own declaration (schema and all)', () => {
    expect(contractGaps(registered, apiCalls).notFromContract).toEqual([]);
  });
});
