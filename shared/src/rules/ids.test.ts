import { MAX_ID as CONTRACT_MAX_ID } from '../contract/common';
import { MAX_ID } from './ids';

describe('MAX_ID', () => {
  it('is the bound of the contract’s id schemas', () => {
    expect(MAX_ID).toBe(CONTRACT_MAX_ID);
  });
});
