import { COMPANY_NAME_MAX, truncate } from './text';

describe('truncate', () => {
  it('keeps a company name of 32 characters whole', () => {
    const name = 'あ'.repeat(COMPANY_NAME_MAX);
    expect(truncate(name, COMPANY_NAME_MAX)).toBe(name);
  });

  it('cuts a longer name at 32 characters and appends …', () => {
    const name = `株式会社${'い'.repeat(40)}`;
    const cut = truncate(name, COMPANY_NAME_MAX);
    expect(cut).toBe(`${name.slice(0, 32)}…`);
    expect(Array.from(cut)).toHaveLength(33);
  });

  it('counts characters outside the BMP as one', () => {
    expect(truncate('𠮷野家𠮷野家', 4)).toBe('𠮷野家𠮷…');
  });
});
