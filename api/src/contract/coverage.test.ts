// Every route of the agency api is registered from its contract declaration, and every
// declaration has its route: a call cannot exist on one side only.
import { apiCalls } from '@portal/shared/contract/calls';
import { API_PREFIX } from '../modules/api-routes';
import { routesByContractKey } from '../test/routes';
import { testAppForFile } from '../test/test-app';

describe('the api contract', () => {
  const { registered, onRoute } = routesByContractKey(API_PREFIX);
  testAppForFile({ onRoute });

  it('has a declaration for every route of the agency api', () => {
    const undeclared = [...registered.keys()].filter((key) => !(key in apiCalls));
    expect(undeclared).toEqual([]);
  });

  it('has a route for every declaration', () => {
    const missing = Object.keys(apiCalls).filter((key) => !registered.has(key));
    expect(missing).toEqual([]);
  });

  it('registers each route from its own declaration (schema and all)', () => {
    const notFromContract = [...registered.entries()]
      .filter(([key, route]) => route.config?.contract !== apiCalls[key as keyof typeof apiCalls])
      .map(([key]) => key);
    expect(notFromContract).toEqual([]);
  });
});
