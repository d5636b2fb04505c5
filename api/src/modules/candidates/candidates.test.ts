import type {
  CandidateInfo,
  CandidateMessage,
  EsFile,
  Evaluation,
  TentativeEvents,
} from '@portal/shared/contract/applicants';
import { DEMO_AGENCY } from '../../seed/demo-data';
import { api, consoleCall, testAppForFile, mailsTo, signedIn } from '../../test/test-app';
import { demoApplicant, enableNotifications, otherAgencyReferral } from './fixtures.test-helper';
import { EXE, PDF, multipart, type Part } from './multipart.test-helper';

const t = testAppForFile();
const demo = t.signedIn();
let candidateId: number;
beforeAll(async () => {
  const { referrals } = await demoApplicant(t.database.db, '佐藤');
  candidateId = referrals[0].id;
});

async function upload(path: string, parts: Part[], withCsrf = true) {
  const body = multipart(parts);
  const token = withCsrf ? await demo.csrfToken('25') : '';
  return demo.request({
    method: 'POST',
    url: api('25', path),
    payload: body.payload,
    headers: { ...body.headers, ...(withCsrf ? { 'x-xsrf-token': token } : {}) },
  });
}

// A path id that cannot exist reads like one that does not: the candidate's 404 for the
// candidate's id, the file's for a file's, whichever part of the path is malformed.
describe('malformed path ids', () => {
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
});

describe('GET /candidates/{id}', () => {
  it('answers the applicant, job and status of the referral', async () => {
    const info: CandidateInfo = (await demo.get('25', `/candidates/${candidateId}`)).json().data;
    expect(info.applicant).toMatchObject({ seiKanji: '佐藤', meiKana: 'ミサキ' });
    expect(info.status).toMatchObject({ specialSelectionStatus: 2, selectionStepName: '二次面接' });
    expect(info.job?.companyName).toBeTruthy();
  });
});

describe('candidate messages', () => {
  it('lists the thread and sends a message with an attachment that downloads again', async () => {
    const before: CandidateMessage[] = (
      await demo.get('25', `/candidates/${candidateId}/messages`)
    ).json().data;
    expect(before.map((m) => m.senderType)).toEqual(['introduction_company', 'job_company']);
    const sent = await upload(`/candidates/${candidateId}/messages`, [
      { name: 'messageContent', value: '日程の件、承知いたしました。' },
      { name: 'attachments[0]', file: { filename: '履歴書.pdf', content: PDF } },
    ]);
    expect(sent.statusCode).toBe(201);
    const after: CandidateMessage[] = (
      await demo.get('25', `/candidates/${candidateId}/messages`)
    ).json().data;
    const last = after[after.length - 1];
    expect(last).toMatchObject({
      messageContent: '<p>日程の件、承知いたしました。</p>',
      senderType: 'introduction_company',
    });
    expect(last.attachments[0].fileViewName).toBe('履歴書.pdf');
    const file = await demo.get('25', `/${last.attachments[0].path}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''");
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a hostile attachment with 422 and stores nothing', async () => {
    const count = (await demo.get('25', `/candidates/${candidateId}/messages`)).json().data.length;
    const response = await upload(`/candidates/${candidateId}/messages`, [
      { name: 'messageContent', value: 'x' },
      { name: 'attachments[0]', file: { filename: 'invoice.pdf', content: EXE } },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('invoice.pdf');
    expect((await demo.get('25', `/candidates/${candidateId}/messages`)).json().data).toHaveLength(
      count,
    );
  });

  it('answers 422 for an empty message and 419 without CSRF', async () => {
    expect(
      (
        await upload(`/candidates/${candidateId}/messages`, [
          { name: 'messageContent', value: '  ' },
        ])
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await upload(
          `/candidates/${candidateId}/messages`,
          [{ name: 'messageContent', value: 'a' }],
          false,
        )
      ).statusCode,
    ).toBe(419);
    expect(
      (
        await demo.write('POST', '25', `/candidates/${candidateId}/messages`, {
          messageContent: 'json',
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('ES files', () => {
  it('uploads several, refuses a name already there, downloads and deletes', async () => {
    const path = `/candidates/${candidateId}/esfiles`;
    const first = await upload(path, [
      { name: 'files', file: { filename: 'ES_佐藤.pdf', content: PDF } },
      { name: 'files', file: { filename: '成績証明書.pdf', content: PDF } },
    ]);
    expect(first.statusCode).toBe(201);
    const duplicate = await upload(path, [
      { name: 'files', file: { filename: 'ES_佐藤.pdf', content: PDF } },
    ]);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().message).toBe(
      '以下のファイルは既にアップロードされています：ES_佐藤.pdf',
    );
    const wrongType = await upload(path, [
      { name: 'files', file: { filename: 'photo.png', content: PDF } },
    ]);
    expect(wrongType.statusCode).toBe(422);
    const list: EsFile[] = (await demo.get('25', path)).json().data;
    expect(list.map((f) => f.fileViewName)).toEqual(['ES_佐藤.pdf', '成績証明書.pdf']);
    const download = await demo.get('25', `${path}/${list[0].id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await demo.write('DELETE', '25', `${path}/${list[0].id}`)).statusCode).toBe(200);
    expect((await demo.get('25', path)).json().data).toHaveLength(1);
    expect((await demo.get('25', `${path}/${list[0].id}/download`)).statusCode).toBe(404);
  });
});

describe('company console and what the agency sees', () => {
  it('status, evaluation, tentative dates and messages, each mailing its key when on', async () => {
    await enableNotifications(t.database.db, DEMO_AGENCY.name, [
      'message',
      'evaluationPermit',
      'scheduleAdjustmentRequest',
    ]);
    const status = await consoleCall(t.app, 'PUT', `/candidates/${candidateId}/status`, {
      specialSelectionStatus: 2,
      selectionStepName: '最終面接',
    });
    expect(status.statusCode).toBe(200);
    const evaluation = await consoleCall(t.app, 'POST', `/candidates/${candidateId}/evaluations`, {
      stepName: '二次面接',
      evaluatorName: '部長 石井',
      evaluationStage: 'B',
      evaluations: [{ itemName: '主体性', value: '4', comment: '積極的' }],
      paper: { name: '評価シート.pdf', base64: PDF.toString('base64') },
    });
    expect(evaluation.statusCode).toBe(201);
    const evaluations: Evaluation[] = (
      await demo.get('25', `/candidates/${candidateId}/evaluations`)
    ).json().data;
    const posted = evaluations.find((e) => e.stepName === '二次面接')!;
    expect(posted).toMatchObject({
      evaluatorName: '部長 石井',
      evaluationPaperOriginalName: '評価シート.pdf',
    });
    expect(posted.evaluations).toEqual([{ itemName: '主体性', value: '4', comment: '積極的' }]);
    const paper = await demo.get(
      '25',
      `/candidates/${candidateId}/evaluations/${posted.evaluationPaperFileId}/files`,
    );
    expect(paper.statusCode).toBe(200);

    const dates = await consoleCall(t.app, 'POST', `/candidates/${candidateId}/tentative-events`, {
      dates: [{ start: '2027-01-12T10:00:00+09:00', end: '2027-01-12T11:00:00+09:00' }],
      comment: '最終面接の候補日です',
    });
    expect(dates.statusCode).toBe(201);
    const tentative: TentativeEvents = (
      await demo.get('25', `/candidates/${candidateId}/tentative-events`)
    ).json().data;
    expect(tentative.comment).toBe('最終面接の候補日です');
    expect(tentative.tentativeEvents).toHaveLength(1);

    const message = await consoleCall(t.app, 'POST', `/candidates/${candidateId}/messages`, {
      content: '最終面接のご案内です。',
      attachments: [{ name: '案内.pdf', base64: PDF.toString('base64') }],
    });
    expect(message.statusCode).toBe(201);
    const info: CandidateInfo = (await demo.get('25', `/candidates/${candidateId}`)).json().data;
    expect(info.status.selectionStepName).toBe('最終面接');
    const mails = await mailsTo(t.app, DEMO_AGENCY.email);
    const subjects = mails.map((mail) => mail.subject).join('\n');
    expect(subjects).toContain('企業からメッセージが届きました');
    expect(subjects).toContain('評価が公開されました');
    expect(subjects).toContain('日程調整の依頼が届きました');
    expect(mails[0].text).toContain(`/25/employment-agency/applicants/`);
  });

  it('refuses hostile console files and malformed shapes with 422', async () => {
    const hostile = await consoleCall(t.app, 'POST', `/candidates/${candidateId}/messages`, {
      content: 'x',
      attachments: [{ name: 'a.pdf', base64: EXE.toString('base64') }],
    });
    expect(hostile.statusCode).toBe(422);
    const bad = await consoleCall(t.app, 'PUT', `/candidates/${candidateId}/status`, {
      specialSelectionStatus: 9,
    });
    expect(bad.statusCode).toBe(422);
    const missing = await consoleCall(t.app, 'POST', '/candidates/99999999/tentative-events', {
      dates: [{ start: '2027-01-12T10:00:00+09:00', end: '2027-01-12T11:00:00+09:00' }],
    });
    expect(missing.statusCode).toBe(422);
  });
});

describe('schedule adjustment and history', () => {
  it('confirms a date once (booking it into the history) and sends other dates', async () => {
    const { referrals } = await demoApplicant(t.database.db, '佐藤', '26');
    const id = referrals[0].id;
    const site = await signedIn(t.app, 'demo', '26');
    const before: TentativeEvents = (
      await site.get('26', `/candidates/${id}/tentative-events`)
    ).json().data;
    expect(before.tentativeEvents).toHaveLength(6);
    const target = before.tentativeEvents[1];
    const confirmed = await site.write(
      'PATCH',
      '26',
      `/candidates/${id}/tentative-events/${target.id}`,
    );
    expect(confirmed.statusCode).toBe(200);
    const again = await site.write(
      'PATCH',
      '26',
      `/candidates/${id}/tentative-events/${target.id}`,
    );
    expect(again.json().data.eventInfoId).toBe(confirmed.json().data.eventInfoId);
    const after: TentativeEvents = (
      await site.get('26', `/candidates/${id}/tentative-events`)
    ).json().data;
    expect(after.tentativeEvents).toEqual([
      { ...target, isConfirmed: true, confirmedBy: expect.any(String) },
    ]);
    const history = (await site.get('26', `/candidates/${id}/event-history`)).json().data;
    expect(
      history.filter((item: { publishStart: string }) => item.publishStart === target.publishStart),
    ).toHaveLength(1);
    expect(
      history.find(
        (item: { eventInfoId: number }) => item.eventInfoId === confirmed.json().data.eventInfoId,
      ).status,
    ).toBe('1');
    const rearrange = await site.write(
      'POST',
      '26',
      `/candidates/${id}/tentative-events/rearrange`,
      { anotherDateMemo: '1月15日の午後を希望します' },
    );
    expect(rearrange.statusCode).toBe(201);
    expect(
      (
        await site.write('POST', '26', `/candidates/${id}/tentative-events/rearrange`, {
          anotherDateMemo: '  ',
        })
      ).statusCode,
    ).toBe(422);
  });
});

describe('tenancy on every candidate route', () => {
  it("answers 404 for another agency's candidate and its files", async () => {
    const { candidate } = await otherAgencyReferral(t.database.db, '25');
    const id = candidate.id;
    const gets = [
      '',
      '/messages',
      '/messages/1/files',
      '/ef-files/1/download',
      '/evaluations',
      '/evaluations/1/files',
      '/esfiles',
      '/esfiles/1/download',
      '/tentative-events',
      '/event-history',
    ];
    for (const path of gets) {
      expect([path, (await demo.get('25', `/candidates/${id}${path}`)).statusCode]).toEqual([
        path,
        404,
      ]);
    }
    expect(
      (await demo.write('PATCH', '25', `/candidates/${id}/tentative-events/1`)).statusCode,
    ).toBe(404);
    expect(
      (
        await demo.write('POST', '25', `/candidates/${id}/tentative-events/rearrange`, {
          anotherDateMemo: 'a',
        })
      ).statusCode,
    ).toBe(404);
    expect((await demo.write('DELETE', '25', `/candidates/${id}/esfiles/1`)).statusCode).toBe(404);
    expect(
      (
        await upload(`/candidates/${id}/esfiles`, [
          { name: 'files', file: { filename: 'a.pdf', content: PDF } },
        ])
      ).statusCode,
    ).toBe(404);
    expect(
      (await upload(`/candidates/${id}/messages`, [{ name: 'messageContent', value: 'a' }]))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for a file of another candidate of the same agency and for malformed ids', async () => {
    const path = `/candidates/${candidateId}/esfiles`;
    await upload(path, [{ name: 'files', file: { filename: 'mine.pdf', content: PDF } }]);
    const [mine] = (await demo.get('25', path)).json().data as EsFile[];
    const { referrals } = await demoApplicant(t.database.db, '鈴木');
    expect(
      (await demo.get('25', `/candidates/${referrals[0].id}/esfiles/${mine.id}/download`))
        .statusCode,
    ).toBe(404);
    expect((await demo.get('25', '/candidates/abc')).statusCode).toBe(404);
    expect((await demo.get('25', `/candidates/${candidateId}/esfiles/x/download`)).statusCode).toBe(
      404,
    );
  });
});
