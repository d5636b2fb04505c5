import { defaultSiteId } from './default-site';

describe('defaultSiteId', () => {
  it('is the class graduating next year', () => {
    expect(defaultSiteId(new Date('2026-04-01T00:00:00+09:00'))).toBe('27');
  });

  it('stays within the years the product serves', () => {
    expect(defaultSiteId(new Date('2020-04-01T00:00:00+09:00'))).toBe('23');
    expect(defaultSiteId(new Date('2031-04-01T00:00:00+09:00'))).toBe('28');
  });
});
