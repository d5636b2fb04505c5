import { emailAddress, isEmailAddress } from './email';

describe('the e-mail address rule', () => {
  it.each(['info@agency.example', ' hr@career-bridge.co.jp ', 'first.last+tag@mail.example'])(
    'accepts %p',
    (value) => expect(isEmailAddress(value)).toBe(true),
  );

  it.each(['', 'demo', 'demo@agency', '@agency.example', 'a..b@agency.example', 'a b@agency.jp'])(
    'refuses %p, as the api does',
    (value) => expect(isEmailAddress(value)).toBe(false),
  );

  it('refuses an address over 255 characters and trims what it keeps', () => {
    expect(isEmailAddress(`${'a'.repeat(251)}@x.jp`)).toBe(false);
    expect(emailAddress.parse('  info@agency.example ')).toBe('info@agency.example');
  });
});
