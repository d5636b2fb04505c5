// The university master: real faculties and majors for the schools with faculty data (東京大学's
// own, no 商学部), none for a school without (the form then takes typed text), and the operator's
// import of the ministry's school code list (CSV in Shift_JIS or UTF-8, console HTTP and CLI)
// replacing the school list while keeping the faculty data joined by name.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { FACULTIES } from '../../seed/universities-data';
import { consoleCall, testAppForFile } from '../../test/test-app';
import { readSchoolCodeList } from './school-codes';

const SAMPLE = readFileSync(path.join(__dirname, 'fixtures/school-codes-sample.csv'), 'utf8');
const IMPORTED = [
  '東京大学',
  '早稲田大学',
  '北見工業大学',
  '架空学園大学',
  '架空女子短期大学',
  '架空工業高等専門学校',
];
const TODAY = new Date('2026-11-24T00:00:00Z');

const t = testAppForFile();
const demo = t.signedIn();

const list = async (path: string): Promise<string[]> => {
  const response = await demo.get('25', path);
  expect(response.statusCode).toBe(200);
  return [...(response.json().data as string[])].sort();
};
const faculties = (school: string) =>
  list(`/master/universities/departments?school=${encodeURIComponent(school)}`);
const majors = (school: string, faculty: string) =>
  list(
    `/master/universities/majors?school=${encodeURIComponent(school)}&gakubu=${encodeURIComponent(faculty)}`,
  );

const importSchools = (csv: Buffer, extra: object = {}) =>
  consoleCall(t.app, 'POST', '/schools/import', { fileBase64: csv.toString('base64'), ...extra });

describe('the seeded university master', () => {
  it('answers 東京大学 with its real faculties and majors, and no 商学部', async () => {
    const tokyo = await faculties('東京大学');
    expect(tokyo).toEqual(
      [
        '法学部',
        '経済学部',
        '文学部',
        '教育学部',
        '教養学部',
        '理学部',
        '工学部',
        '農学部',
        '薬学部',
        '医学部',
      ].sort(),
    );
    expect(tokyo).not.toContain('商学部');
    expect(tokyo).not.toContain('経営学部');
    expect(await majors('東京大学', '経済学部')).toEqual(
      ['経営学科', '経済学科', '金融学科'].sort(),
    );
    expect(await majors('東京大学', '医学部')).toEqual(['医学科', '健康総合科学科'].sort());
  });

  it('has faculty data for at least the 100 largest universities, each faculty a real unit', () => {
    const schools = Object.keys(FACULTIES);
    expect(schools.length).toBeGreaterThanOrEqual(100);
    for (const name of [
      '日本大学',
      '早稲田大学',
      '近畿大学',
      '立命館大学',
      '東洋大学',
      '明治大学',
    ]) {
      expect(schools).toContain(name);
    }
    for (const [school, units] of Object.entries(FACULTIES)) {
      expect(Object.keys(units).length).toBeGreaterThan(0);
      for (const unit of Object.keys(units)) {
        expect([school, unit]).toEqual([
          school,
          expect.stringMatching(/(学部|学群|学域|学院|学環|第二部|第一部)$/),
        ]);
      }
    }
  });

  it('answers a real school without faculty data with no faculty at all', async () => {
    expect(await list('/master/universities')).toContain('北見工業大学');
    expect(await faculties('北見工業大学')).toEqual([]);
    expect(await majors('北見工業大学', '工学部')).toEqual([]);
  });
});

describe('the school code list', () => {
  it('reads the ministry CSV in UTF-8 and Shift_JIS alike: open schools of the chosen kinds, once', () => {
    const utf8 = readSchoolCodeList(Buffer.from(`\uFEFF${SAMPLE}`, 'utf8'), undefined, TODAY);
    const sjis = readSchoolCodeList(iconv.encode(SAMPLE, 'cp932'), undefined, TODAY);
    expect(utf8).toEqual({ names: IMPORTED, skipped: 4 });
    expect(sjis).toEqual(utf8);
    // 学校種 as the kind's name, columns in another order, only universities.
    const named = SAMPLE.replace(/,F1,/g, ',大学,').replace(/,F2,/g, ',短期大学,');
    expect(readSchoolCodeList(Buffer.from(named), ['F1'], TODAY).names).toEqual(
      IMPORTED.slice(0, 4),
    );
  });

  it('replaces the school list through the console, keeping the faculty data by name', async () => {
    const response = await importSchools(iconv.encode(SAMPLE, 'cp932'));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ schools: 6, withFaculties: 2, skipped: 4 });
    expect(await list('/master/universities')).toEqual([...IMPORTED].sort());
    expect(await faculties('東京大学')).toContain('工学部');
    expect(await faculties('東京大学')).not.toContain('商学部');
    expect(await majors('早稲田大学', '政治経済学部')).toContain('政治学科');
    // A new school of the list: in the suggestions, with no invented faculty.
    expect(await faculties('架空学園大学')).toEqual([]);
    // A school the list does not name is gone, faculties and all.
    expect(await faculties('近畿大学')).toEqual([]);
  });

  it('refuses a file that is no school code list and keeps the list as it was', async () => {
    const before = await list('/master/universities');
    const response = await importSchools(Buffer.from('名前,住所\n東京大学,東京都\n'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.fileBase64[0]).toContain('学校名');
    const noSchool = await importSchools(Buffer.from(SAMPLE), { schoolTypes: ['H1'] });
    expect(noSchool.statusCode).toBe(422);
    expect(await list('/master/universities')).toEqual(before);
  });

  it('imports from the command line with --file', () => {
    const file = path.join(__dirname, 'fixtures/school-codes-sample.csv');
    const result = spawnSync(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        'src/company-console/cli.ts',
        'import-school-codes',
        '--file',
        file,
      ],
      {
        cwd: path.resolve(__dirname, '../../..'),
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: 'memory://', DATABASE_URL: '' },
      },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).data).toMatchObject({ schools: 6, withFaculties: 2 });
  });
});
