import { agencyIdOf, consoleCall, testAppForFile, NOW, signedIn } from '../../test/test-app';
import { PDF } from './multipart-test-helper';
import { answers, openJob, refer, updateReferral } from './referral-test-support';

const t = testAppForFile({ now: () => NOW });
const demo = t.signedIn();

const without = (name: string) => answers().filter((part) => part.name !== name);

/** A new applicant referred to the Webアプリケーション job with the phone and e-mail given. */
async function referToWebJob(person: { phone: string; email: string }) {
  const job = await openJob(demo, '25', 'Webアプリケーション');
  const response = await refer(demo, '25', job.id, answers(person));
  return { job, candidateId: response.json().data.candidateId as number };
}

it('refers a new applicant with a file and an employment history, then lists the candidate', async () => {
  const job = await openJob(demo);
  const response = await refer(demo, '25', job.id, answers());
  expect(response.statusCode).toBe(201);
  expect(response.json().data).toEqual({
    candidateId: expect.any(Number),
    companyId: job.companyId,
  });
  const listed = (await demo.get('25', `/jobs/${job.id}/candidates`)).json().data;
  expect(listed).toEqual([
    expect.objectContaining({
      fullNameKanji: '佐藤 花子',
      specialSelectionStatus: 1,
      isCandidate: true,
    }),
  ]);
  const form = (
    await demo.get('25', `/candidates/${response.json().data.candidateId}/referral-form`)
  ).json().data;
  expect(form.answers.interestedJobs).toEqual(['営業', 'エンジニア']);
  expect(form.answers.employmentHistory[0].companyName).toBe('株式会社カフェ');
  expect(form.answers.file).toEqual([
    expect.objectContaining({
      fileViewName: '履歴書.pdf',
      path: expect.stringContaining('/ef-files/'),
    }),
  ]);
  expect(form.answers.email).toBeUndefined();
  expect(form.job.jobName).toBe('データサイエンティスト');
  expect(form.job.detail[0]).toEqual({ label: '求人タイトル', value: 'データサイエンティスト' });
});

it('links a second referral with the same phone and e-mail to the same applicant', async () => {
  const jobA = await openJob(demo, '25', 'ITコンサルタント');
  const jobB = await openJob(demo, '25', 'Webアプリケーション');
  const person = { phone: '080-5555-6666', email: 'Same.Person@example.jp' };
  const first = await refer(demo, '25', jobA.id, answers(person));
  const second = await refer(
    demo,
    '25',
    jobB.id,
    answers({ phone: '08055556666', email: 'same.person@example.jp' }),
  );
  expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
  const candidateId = (response: typeof first) => response.json().data.candidateId as number;
  const a = (await demo.get('25', `/jobs/${jobA.id}/candidates`)).json().data;
  const b = (await demo.get('25', `/jobs/${jobB.id}/candidates`)).json().data;
  const applicantOf = (list: { id: number; applicantId: number }[], id: number) =>
    list.find((candidate) => candidate.id === id)?.applicantId;
  expect(applicantOf(a, candidateId(first))).toBeDefined();
  expect(applicantOf(a, candidateId(first))).toBe(applicantOf(b, candidateId(second)));
  const again = await refer(demo, '25', jobA.id, answers(person));
  expect(again.statusCode).toBe(422);
  expect(again.json().message).toContain('既にこの求人に紹介されています');
  const otherEmail = await refer(
    demo,
    '25',
    jobB.id,
    answers({ phone: person.phone, email: 'x@example.jp' }),
  );
  expect(otherEmail.statusCode).toBe(201);
  const b2 = (await demo.get('25', `/jobs/${jobB.id}/candidates`)).json().data;
  // Same phone, another e-mail: a new applicant, not the first person.
  expect(applicantOf(b2, candidateId(otherEmail))).toBeDefined();
  expect(applicantOf(b2, candidateId(otherEmail))).not.toBe(applicantOf(b, candidateId(second)));
});

it('answers 422 with errors keyed by answer key', async () => {
  const job = await openJob(demo);
  const parts = [
    ...without('seiKanji').filter(
      (p) =>
        !['file', 'pcEmail', 'directMessageFlag', 'employmentHistory', 'birthday'].includes(p.name),
    ),
    { name: 'pcEmail', value: 'not-an-email' },
    { name: 'directMessageFlag', value: 'たぶん' },
    { name: 'birthday', value: '2004-13-45' },
    { name: 'interestedJobs[]', value: '宇宙飛行士' },
    {
      name: 'employmentHistory',
      value: JSON.stringify([{ termStart: '2024-04', termEnd: '', companyName: '' }]),
    },
    { name: 'file', filename: 'virus.exe', content: Buffer.from('MZ....') },
  ];
  const response = await refer(demo, '25', job.id, parts);
  expect(response.statusCode).toBe(422);
  const { errors } = response.json();
  expect(errors.seiKanji).toEqual(['この項目は必須です']);
  expect(Object.keys(errors).sort()).toEqual(
    [
      'birthday',
      'directMessageFlag',
      'employmentHistory',
      'file',
      'interestedJobs',
      'pcEmail',
      'seiKanji',
    ].sort(),
  );
  const spoofed = await refer(demo, '25', job.id, [
    ...without('file'),
    { name: 'file', filename: 'cv.pdf', content: Buffer.from('not a pdf at all') },
  ]);
  expect(spoofed.json().errors.file[0]).toContain('拡張子と一致しません');
  expect((await refer(demo, '25', job.id, [])).statusCode).toBe(422);
  const notMultipart = await demo.write('POST', '25', `/jobs/${job.id}/candidates`, {
    seiKanji: 'x',
  });
  expect(notMultipart.statusCode).toBe(422);
});

it('accepts the shapes Japanese phone numbers are written in, and refuses only what cannot be one, with the reason', async () => {
  const job = await openJob(demo, '25', 'Webアプリケーション');
  const phones = ['03(1234)5678', '03-1234-5678 内線12', '+81 90 1234 5678'];
  for (const [index, phone] of phones.entries()) {
    const response = await refer(
      demo,
      '25',
      job.id,
      answers({ phone, email: `phone.shape${index}@example.jp` }),
    );
    expect(response.statusCode).toBe(201);
  }
  const letters = await refer(demo, '25', job.id, answers({ phone: '090-1234-567a' }));
  expect(letters.statusCode).toBe(422);
  expect(letters.json().errors.mobileNumber).toEqual([
    '電話番号に使えない文字が含まれています（数字・+・括弧・ハイフン・空白と、末尾の内線番号が使えます）',
  ]);
  const short = await refer(demo, '25', job.id, answers({ phone: '03-1234' }));
  expect(short.json().errors.mobileNumber).toEqual([
    '電話番号は0から始まる10桁または11桁の数字で入力してください',
  ]);
});

it('refuses a job outside its recruitment window or finished, and a missing CSRF token', async () => {
  const all = (await demo.get('25', '/jobs?status=all')).json().data as {
    id: number;
    jobName: string;
  }[];
  for (const name of [
    '夏季インターン経由 早期選考（営業職）',
    '生産技術職（募集終了）',
    '2次募集 ITコンサルタント',
  ]) {
    const job = all.find((j) => j.jobName === name)!;
    const response = await refer(demo, '25', job.id, answers({ email: `${job.id}@example.jp` }));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('この求人は募集期間外のため紹介できません');
  }
  const open = await openJob(demo);
  expect((await refer(demo, '25', open.id, answers(), false)).statusCode).toBe(419);
});

it("answers 404 for another agency's job, applicant and candidate", async () => {
  const job = await openJob(demo);
  const created = await refer(
    demo,
    '25',
    job.id,
    answers({ phone: '07000000001', email: 'tenancy@example.jp' }),
  );
  const { candidateId } = created.json().data;
  const other = await signedIn(t.app, 'other');
  expect((await refer(other, '25', job.id, answers())).statusCode).toBe(404);
  expect((await other.get('25', `/candidates/${candidateId}/referral-form`)).statusCode).toBe(404);
  expect((await updateReferral(other, '25', candidateId, answers())).statusCode).toBe(404);
  const foreignApplicant = await refer(demo, '25', job.id, [
    ...without('introductionApplicantId'),
    { name: 'introductionApplicantId', value: '999999' },
  ]);
  expect(foreignApplicant.statusCode).toBe(404);
});

it('refers an existing applicant by id', async () => {
  const jobs = await openJob(demo, '25', 'ITコンサルタント');
  const listed = (await demo.get('25', `/jobs/${jobs.id}/candidates`)).json().data;
  const target = await openJob(demo, '25', '総合職');
  const response = await refer(demo, '25', target.id, [
    { name: 'directMessageFlag', value: '不可' },
    { name: 'birthday', value: '2003-01-01' },
    { name: 'schoolName', value: '東北大学' },
    { name: 'interestedJobs[]', value: '営業' },
    { name: 'seiKanji', value: '佐藤' },
    { name: 'meiKanji', value: '花子' },
    { name: 'seiKana', value: 'サトウ' },
    { name: 'meiKana', value: 'ハナコ' },
    { name: 'mobileNumber', value: '08055556666' },
    { name: 'pcEmail', value: 'same.person@example.jp' },
    { name: 'introductionApplicantId', value: String(listed[0].applicantId) },
  ]);
  expect(response.statusCode).toBe(201);
  const candidates = (await demo.get('25', `/jobs/${target.id}/candidates`)).json().data;
  expect(candidates.map((c: { applicantId: number }) => c.applicantId)).toContain(
    listed[0].applicantId,
  );
});

it('updates a referral: answers replaced, an unchanged file kept, a new one replaces it', async () => {
  const { candidateId } = await referToWebJob({
    phone: '07011112222',
    email: 'upd@example.jp',
  });
  const keep = await updateReferral(demo, '25', candidateId, [
    ...without('file').filter((p) => p.name !== 'schoolName'),
    { name: 'schoolName', value: '京都大学' },
  ]);
  expect(keep.statusCode).toBe(200);
  let form = (await demo.get('25', `/candidates/${candidateId}/referral-form`)).json().data;
  expect(form.answers.schoolName).toBe('京都大学');
  expect(form.answers.file[0].fileViewName).toBe('履歴書.pdf');
  const two = await updateReferral(demo, '25', candidateId, [
    ...without('file'),
    { name: 'file', filename: 'a.pdf', content: PDF },
    { name: 'file', filename: 'b.pdf', content: PDF },
  ]);
  expect(two.statusCode).toBe(422);
  const replaced = await updateReferral(demo, '25', candidateId, [
    ...without('file'),
    { name: 'file', filename: '新しい履歴書.pdf', content: PDF },
  ]);
  expect(replaced.statusCode).toBe(200);
  form = (await demo.get('25', `/candidates/${candidateId}/referral-form`)).json().data;
  expect(form.answers.file[0].fileViewName).toBe('新しい履歴書.pdf');
});

it('lists a referral through the console command', async () => {
  const job = await openJob(demo);
  const demoAgencyId = await agencyIdOf(t.app, '株式会社キャリアブリッジ');
  const response = await consoleCall(
    t.app,
    'GET',
    `/candidates?agencyId=${demoAgencyId}&jobId=${job.id}`,
  );
  expect(response.json().data[0]).toEqual({
    id: expect.any(Number),
    applicantId: expect.any(Number),
    jobId: job.id,
    fullNameKanji: '佐藤 花子',
    specialSelectionStatus: 1,
  });
});

it('renames the applicant when an update changes the name answers: every view shows the saved name', async () => {
  const { job, candidateId } = await referToWebJob({
    phone: '07033334444',
    email: 'rename@example.jp',
  });
  const updated = await updateReferral(demo, '25', candidateId, [
    ...answers({ sei: '鈴木', phone: '07033334444', email: 'rename@example.jp' }).filter(
      (part) => part.name !== 'file',
    ),
  ]);
  expect(updated.statusCode).toBe(200);
  const candidate = (await demo.get('25', `/candidates/${candidateId}`)).json().data;
  expect(candidate.applicant.seiKanji).toBe('鈴木');
  const applicant = (await demo.get('25', `/applicants/${candidate.applicantId}`)).json().data;
  expect(applicant.fullNameKanji).toBe('鈴木 花子');
  const listed = (await demo.get('25', `/jobs/${job.id}/candidates`)).json().data as {
    fullNameKanji: string;
  }[];
  expect(listed.map((c) => c.fullNameKanji)).toContain('鈴木 花子');
});
