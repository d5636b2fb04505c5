// A path id that cannot exist reads like one that does not: the candidate's 404 for the
// candidate's id, the file's for a file's, whichever part of the path is malformed.
import { Browser, createTestApp, type TestApp } from '../../test/test-app';
import { demoApplicant } from './fixtures.test-helper';

let t: TestApp;
let demo: Browser;
let candidateId: number;
beforeAll(async () => {
  t = await createTestApp();
  demo = new Browser(t.app);
  await demo.login('25');
  candidateId = (await demoApplicant(t.database.db, '佐藤')).referrals[0].id;
});
afterAll(() => t.close());

it('answers the candidate 404 for a malformed candidate id, the file 404 for a file id', async () => {
  const cases: [string, string][] = [
    ['/candidates/abc', '紹介情報が見つかりません'],
    ['/candidates/0/esfiles', '紹介情報が見つかりません'],
    ['/candidates/x/esfiles/1/download', '紹介情報が見つかりません'],
    [`/candidates/${candidateId}/esfiles/x/download`, 'ファイルが見つかりません'],
    [`/candidates/${candidateId}/messages/99999999999/files`, 'ファイルが見つかりません'],
    [`/candidates/${candidateId}/evaluations/-1/files`, 'ファイルが見つかりません'],
  ];
  for (const [path, message] of cases) {
    const response = await demo.get('25', path);
    expect([path, response.statusCode, response.json().message]).toEqual([path, 404, message]);
  }
});
