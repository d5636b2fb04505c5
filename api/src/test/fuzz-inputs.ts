// Malformed input for the route-wide fuzz test: values for body fields, query strings and path
// parameters, and raw bodies no client should send.

/** Text PostgreSQL refuses or that is odd for any field. */
export const ODD_TEXTS = [
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udfff',
  'x'.repeat(70_000),
  '../../etc/passwd',
  '%00',
  '😀日本語テキスト',
  ' ',
  '',
  '-1',
  '1e309',
  '99999999999',
  "' or 1=1 --",
  '<script>alert(1)</script>',
];

/** JSON values of the wrong type or range. */
export const ODD_VALUES: unknown[] = [
  ...ODD_TEXTS,
  -1,
  0,
  2.5,
  99_999_999_999,
  1e308,
  true,
  null,
  [],
  ['a\u0000b', 1],
  {},
  { nested: 'a\u0000b' },
];

/** The values tried one field at a time (the rest of ODD_VALUES go to all fields at once). */
export const FIELD_VALUES: unknown[] = [
  'a\u0000b',
  'x\ud800y',
  'x'.repeat(70_000),
  '😀日本語テキスト',
  '',
  '99999999999',
  -1,
  99_999_999_999,
  true,
  null,
  ['a'],
  { nested: 'a' },
];

/** Bodies sent as raw JSON text (JSON.stringify cannot write them). */
export const RAW_JSON_VALUES = ['1e309', '-1e309', '1e-400', '"\\ud800"', '"a\\u0000b"'];

/** Path parameter values (already URL-encoded where a browser would encode them). */
export const ODD_PARAMS = [
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999',
  '2147483648',
  '..%2F..%2Fetc',
  '%2e%2e',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%E3%81%82',
  '%F0%9F%98%80',
  'x'.repeat(5_000),
];

export const ODD_SITE_IDS = ['22', '029', 'MID', 'mid%00', '%00', '..', '%ED%A0%80', '25.0'];

/** Query strings as they arrive on the wire (field names added by the test). */
export const ODD_QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ED%B0%80x',
  '%FF%FE',
  '%E0%A4%A',
  '-1',
  '1e309',
  '99999999999',
  'x'.repeat(20_000),
  '..%2F..%2F',
  '%F0%9F%98%80',
];

/** [content-type, payload] pairs a JSON api must refuse politely. */
export const RAW_BODIES: [string | undefined, string | Buffer][] = [
  ['application/json', '{'],
  ['application/json', '[1,2'],
  ['application/json', ''],
  ['application/json', 'null'],
  ['application/json', '"text"'],
  ['application/json', '12'],
  ['application/json', '[]'],
  ['application/json', '{"__proto__":{"admin":true}}'],
  ['application/json', '{"constructor":{"prototype":{"admin":true}}}'],
  ['application/json', '{"a\\u0000":1}'],
  ['application/json', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['application/json', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
  ['application/json', `{"a":"${'x'.repeat(1_100_000)}"}`],
  ['application/json; charset=latin1', '{}'],
  ['text/plain', 'a\u0000b'],
  ['text/plain', 'hello'],
  ['application/xml', '<a/>'],
  ['application/x-www-form-urlencoded', 'email=a%00b'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
  ],
  [undefined, 'no content type'],
];

/** Plausible values by field name, so that one odd field at a time gets past the others. */
export function plausible(field: string): unknown {
  const name = field.toLowerCase();
  if (name.includes('email')) return name.startsWith('additional') ? [] : 'fuzz@agency.example';
  if (name.includes('password')) return 'Fuzz-password-2026';
  if (name.includes('userid')) return 'fuzzuser';
  if (name.includes('phone')) return '03-1234-5678';
  if (name === 'status') return 'MATCHED';
  if (name === 'siteid') return '25';
  if (name.endsWith('id')) return 1;
  if (name.includes('code')) return 'FUZZCODE1';
  if (name.includes('remember') || name.endsWith('flag')) return false;
  return 'ファズ';
}
