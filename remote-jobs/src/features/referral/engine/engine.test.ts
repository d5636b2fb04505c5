import { buildRows, lengthHint, newHistoryEntry, type FormValues } from './model';
import { serverErrorsByRow, validateReferral } from './validate';
import { toFormData } from '@portal/shared/multipart';
import { buildReferralPayload } from './payload';
import { initialValues, storedFiles, toMonth } from './initial';
import { FIELDS, file } from './test-fields';

const complete = (): FormValues => ({
  seiKanji: '佐藤',
  meiKanji: '花子',
  seiKana: 'サトウ',
  meiKana: 'ハナコ',
  mobileNumber: '090-1111-2222',
  pcEmail: 'hanako@example.jp',
  directMessageFlag: '可',
  birthday: '2004-05-06',
  gender: '',
  currentPostalFirst: '',
  currentPostalLast: '',
  schoolName: '',
  desiredSalary: '',
  interestedJobs: ['営業'],
  selfPr: '',
  file: [file('履歴書.pdf')],
  file2: [],
  employmentHistory: [
    newHistoryEntry({ termStart: '2023-04', termEnd: '2024-03', companyName: 'カフェ' }),
  ],
});
const validate = (values: FormValues, newApplicant = true) =>
  validateReferral(FIELDS, values, { newApplicant });

describe('form layout', () => {
  it('groups names, postal code and final education into one row each', () => {
    const rows = buildRows(FIELDS);
    expect(rows.find((r) => r.id === 'seiKanji')).toMatchObject({
      label: '名前（漢字）',
      kind: 'pair',
    });
    expect(rows.find((r) => r.id === 'seiKana')?.fields.map((f) => f.key)).toEqual([
      'seiKana',
      'meiKana',
    ]);
    expect(rows.find((r) => r.id === 'currentPostalFirst')?.label).toBe('郵便番号');
    expect(rows.find((r) => r.id === 'finalEducationTermStart')?.fields).toHaveLength(3);
    expect(rows.some((r) => r.id === 'meiKanji')).toBe(false);
  });

  it('writes the length hint with one or both bounds', () => {
    expect(lengthHint(FIELDS.find((f) => f.key === 'selfPr')!)).toBe(
      '10文字以上400文字以下で入力してください',
    );
    expect(lengthHint({ ...FIELDS[0], maxLength: 20 })).toBe('20文字以下で入力してください');
    expect(lengthHint({ ...FIELDS[0], minLength: 5 })).toBe('5文字以上で入力してください');
    expect(lengthHint(FIELDS[0])).toBeNull();
  });
});

describe('validation per answer type and special key', () => {
  it('accepts a complete form', () => {
    expect(validate(complete())).toEqual({});
  });

  it('shows one required message for a name pair', () => {
    expect(validate({ ...complete(), seiKanji: '', meiKanji: ' ' })).toEqual({
      seiKanji: 'この項目は必須です',
    });
    expect(validate({ ...complete(), meiKana: '' })).toEqual({ seiKana: 'この項目は必須です' });
  });

  it('checks e-mail, phone, postal code and salary formats', () => {
    const errors = validate({
      ...complete(),
      pcEmail: 'hanako@',
      mobileNumber: '12345',
      currentPostalFirst: '12',
      currentPostalLast: '3456',
      desiredSalary: '五百',
    });
    expect(Object.keys(errors).sort()).toEqual([
      'currentPostalFirst',
      'desiredSalary',
      'mobileNumber',
      'pcEmail',
    ]);
  });

  it('lets 紹介する through for the shapes Japanese phone numbers are written in, and says why one cannot be', () => {
    for (const mobileNumber of ['03(1234)5678', '03-1234-5678 内線12', '+81 90 1234 5678']) {
      expect(validate({ ...complete(), mobileNumber })).toEqual({});
    }
    expect(validate({ ...complete(), mobileNumber: '電話なし' })).toEqual({
      mobileNumber:
        '電話番号に使えない文字が含まれています（数字・+・括弧・ハイフン・空白と、末尾の内線番号が使えます）',
    });
  });

  it('requires checkboxes, radio, date, a file and a history entry when the field is required', () => {
    const errors = validate({
      ...complete(),
      interestedJobs: [],
      directMessageFlag: '',
      birthday: '',
      file: [],
      employmentHistory: [],
    });
    expect(errors).toEqual({
      interestedJobs: 'この項目は必須です',
      directMessageFlag: 'この項目は必須です',
      birthday: 'この項目は必須です',
      file: 'この項目は必須です',
      employmentHistory: 'この項目は必須です',
    });
  });

  it('refuses options that do not exist and files of other types', () => {
    const errors = validate({
      ...complete(),
      gender: '不明',
      interestedJobs: ['宇宙'],
      file: [file('cv.exe')],
    });
    expect(errors.gender).toBe('選択肢にない値です');
    expect(errors.interestedJobs).toBe('選択肢にない値が含まれています');
    expect(errors.file).toContain('cv.exe');
    expect(validate({ ...complete(), file: [file('CV.DOCX')] })).toEqual({});
  });

  it('needs start, end and company on every history entry, in order', () => {
    const incomplete = [newHistoryEntry({ termStart: '2023-04', companyName: 'A' })];
    expect(validate({ ...complete(), employmentHistory: incomplete }).employmentHistory).toBe(
      '開始年月・終了年月・会社名を入力してください',
    );
    const reversed = [
      newHistoryEntry({ termStart: '2024-04', termEnd: '2023-03', companyName: 'A' }),
    ];
    expect(validate({ ...complete(), employmentHistory: reversed }).employmentHistory).toBe(
      '終了年月は開始年月以降にしてください',
    );
  });

  it('requires identity fields for a new applicant only when the job does not', () => {
    const optional = FIELDS.map((f) => (f.key === 'pcEmail' ? { ...f, isRequired: false } : f));
    const values = { ...complete(), pcEmail: '' };
    expect(validateReferral(optional, values, { newApplicant: true }).pcEmail).toBe(
      'この項目は必須です',
    );
    expect(validateReferral(optional, values, { newApplicant: false }).pcEmail).toBeUndefined();
  });

  it('on update: a stored file satisfies required, only one new file is allowed', () => {
    const options = { newApplicant: false, update: true, filledFileKeys: new Set(['file']) };
    expect(validateReferral(FIELDS, { ...complete(), file: [] }, options)).toEqual({});
    expect(
      validateReferral(FIELDS, { ...complete(), file: [file('a.pdf'), file('b.pdf')] }, options)
        .file,
    ).toBe('更新時に選択できるファイルは1件です');
  });

  it('maps the server errors by answer key to their rows', () => {
    expect(
      serverErrorsByRow(FIELDS, { meiKanji: ['x'], 'interestedJobs[]': ['y'], unknown: ['z'] }),
    ).toEqual({
      seiKanji: 'x',
      interestedJobs: 'y',
    });
  });
});

describe('payload', () => {
  it('omits empty fields and *_validation, sends lists as key[], files one by one, history as JSON', () => {
    const values = {
      ...complete(),
      file: [file('a.pdf'), file('b.pdf')],
      seiKanji_validation: 'x',
    } as FormValues;
    const data = toFormData(
      buildReferralPayload([...FIELDS, { ...FIELDS[0], key: 'seiKanji_validation' }], values, null),
    );
    const keys = [...data.keys()];
    expect(keys).not.toContain('gender');
    expect(keys).not.toContain('file2');
    expect(keys).not.toContain('seiKanji_validation');
    expect(data.getAll('interestedJobs[]')).toEqual(['営業']);
    expect(data.getAll('file').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.pdf']);
    expect(JSON.parse(String(data.get('employmentHistory')))).toEqual([
      {
        termStart: '2023-04',
        termEnd: '2024-03',
        companyName: 'カフェ',
        departmentPosition: '',
        details: '',
      },
    ]);
    expect(data.get('introductionApplicantId')).toBe('null');
    expect(data.get('email')).toBe('placeholder@portal.invalid');
    expect(data.get('_method')).toBeNull();
  });

  it("sends an existing applicant's id", () => {
    const data = toFormData(buildReferralPayload(FIELDS, complete(), 12));
    expect(data.get('introductionApplicantId')).toBe('12');
  });
});

describe('update values', () => {
  it('filters checkbox values to the options and clears unknown dropdown and radio values', () => {
    const values = initialValues(FIELDS, {
      interestedJobs: ['営業', '廃止された職種', '事務'],
      gender: '未回答',
      directMessageFlag: '不可',
      employmentHistory: [
        {
          termStart: '2023-03-31T15:00:00.000Z',
          termEnd: '2024-03',
          companyName: 'A',
          departmentPosition: '',
          details: '',
        },
      ],
      file: [{ fileId: 3, fileViewName: 'cv.pdf', path: 'candidates/1/ef-files/3/download' }],
    });
    expect(values.interestedJobs).toEqual(['営業', '事務']);
    expect(values.gender).toBe('');
    expect(values.directMessageFlag).toBe('不可');
    expect(values.file).toEqual([]);
    expect((values.employmentHistory as { termStart: string }[])[0].termStart).toBe('2023-04');
    expect(
      storedFiles(FIELDS, { file: [{ fileId: 3, fileViewName: 'cv.pdf', path: '' }] }).get(
        'file',
      )?.[0].fileViewName,
    ).toBe('cv.pdf');
  });

  it('reads month values in Japan time', () => {
    expect(toMonth('2024-01')).toBe('2024-01');
    expect(toMonth('2023-12-31T15:00:00Z')).toBe('2024-01');
    expect(toMonth('')).toBe('');
  });
});
