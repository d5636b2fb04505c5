import { api } from '../api';
import {
  installContractApi,
  networkError,
  ok,
  takeMismatches,
  uninstallContractApi,
} from './contract-api';

const applicant = {
  id: 3,
  seiKanji: '山田',
  meiKanji: '太郎',
  seiKana: 'ヤマダ',
  meiKana: 'タロウ',
  email: 'taro@example.jp',
  phone: '09012345678',
  directMessageFlag: false,
  fullNameKanji: '山田 太郎',
  fullNameKana: 'ヤマダ タロウ',
};

beforeEach(() => window.history.pushState({}, '', '/25/employment-agency/applicants'));
afterEach(uninstallContractApi);

it('answers the real client by contract key and records the request', async () => {
  const fake = installContractApi({ 'GET /applicants/{id}': ok(applicant) });
  const result = await api.get('/applicants/{id}', { params: { id: 3 } });
  expect(result).toEqual({ ok: true, data: applicant });
  expect(fake.calls()).toEqual(['GET /applicants/3']);
  expect(fake.last('GET /applicants/{id}')?.params).toEqual({ id: '3' });
});

it('refuses an answer whose shape the api never gives', async () => {
  installContractApi({
    // The list as an array: what the job page's picker once expected, not what the api answers.
    'GET /applicants': { status: 200, body: { data: [applicant] as never } },
  });
  const result = await api.get('/applicants');
  expect(result.ok).toBe(false);
  const [mismatch] = takeMismatches();
  expect(mismatch.message).toMatch(/GET \/applicants with a shape the api never gives/);
});

it('sends JSON bodies and answers 501 to a call the test did not plan', async () => {
  const fake = installContractApi();
  const body = { ...applicant, id: undefined };
  const result = await api.put('/applicants/{id}', { params: { id: 3 }, body });
  expect(result.ok).toBe(false);
  expect(fake.last('PUT /applicants/{id}')?.body).toMatchObject({ seiKanji: '山田' });
});

it('lists the CSRF cookie before the write it guards, and can take the network down', async () => {
  const fake = installContractApi({ 'PUT /applicants/{id}': networkError() });
  const body = { ...applicant, id: undefined };
  const result = await api.put('/applicants/{id}', { params: { id: 3 }, body });
  expect(result).toMatchObject({ ok: false, error: { kind: 'network' } });
  expect(fake.sequence).toEqual(['GET /sanctum/csrf-cookie', 'PUT /applicants/3']);
});
