import { containsPattern, escapeLike } from './like';

it('escapes the wildcards and the escape character itself', () => {
  expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  expect(containsPattern('山田_')).toBe('%山田\\_%');
});
