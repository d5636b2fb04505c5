// A multipart call is written as a typed form (its fields and file names from the contract) and
// reaches the api with the wire names it reads: lists as name[], declared `[]` files indexed.
import { api } from './api';
import { toFormData } from './multipart';
import { installContractApi, ok, uninstallContractApi } from './test/contract-api';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

beforeEach(() => window.history.replaceState({}, '', '/25/employment-agency/messages'));
afterEach(() => uninstallContractApi());

it('sends a typed form as the FormData the api reads', async () => {
  const server = installContractApi({
    'POST /introduction-chat-thread-groups': ok({ threadId: 1, bulkSendId: 2, threadIds: [1] }),
  });
  const result = await api.post('/introduction-chat-thread-groups', {
    form: {
      companyIds: ['3', '4'],
      threadTitle: '面接日程',
      messageContent: '',
      files: { 'attachments[]': [pdf('a.pdf'), pdf('b.pdf')] },
    },
  });
  expect(result.ok).toBe(true);
  const body = server.last('POST /introduction-chat-thread-groups')!.body as FormData;
  expect(body.getAll('companyIds[]')).toEqual(['3', '4']);
  expect(body.get('threadTitle')).toBe('面接日程');
  expect(body.get('messageContent')).toBe('');
  expect((body.get('attachments[0]') as File).name).toBe('a.pdf');
  expect((body.get('attachments[1]') as File).name).toBe('b.pdf');
  expect(new Set(body.keys())).toEqual(
    new Set(['attachments[0]', 'attachments[1]', 'companyIds[]', 'messageContent', 'threadTitle']),
  );
});

it('repeats a file name declared without [] and leaves out undefined fields', () => {
  const body = toFormData({
    introductionApplicantId: 'null',
    gender: undefined,
    files: { resume: [pdf('cv.pdf'), pdf('cv2.pdf')] },
  });
  expect(body.getAll('resume').map((file) => (file as File).name)).toEqual(['cv.pdf', 'cv2.pdf']);
  expect(body.has('gender')).toBe(false);
  expect(body.get('introductionApplicantId')).toBe('null');
});

// Checked by the typecheck (node scripts/typecheck.mjs): a field or file name the contract does
// not declare, or a value of the wrong type, does not compile.
export function typedForms() {
  // @ts-expect-error a field the contract does not declare
  void api.post('/candidates/{id}/messages', { params: { id: 1 }, form: { message: 'x' } });
  void api.post('/candidates/{id}/messages', {
    params: { id: 1 },
    // @ts-expect-error a file name the contract does not declare
    form: { messageContent: 'x', files: { attachment: [] } },
  });
  // @ts-expect-error a multipart call takes a form, not a hand-built FormData
  void api.post('/candidates/{id}/esfiles', { params: { id: 1 }, body: new FormData() });
  void api.post('/candidates/{id}', {
    params: { id: 1 },
    // @ts-expect-error _method is PUT
    form: { _method: 'PATCH' },
  });
}
