import Fastify from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { registerErrorHandling } from '../plugins/errors';
import { contentDisposition, sendStoredFile } from './download';
import { MULTIPART_LIMITS, readMultipart } from './multipart';
import {
  MESSAGE_ATTACHMENT_TYPES,
  assertUploadsAllowed,
  uploadProblem,
  type UploadedFile,
} from './upload-rules';

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]);
const file = (name: string, content: Buffer): UploadedFile => ({
  field: 'attachments[0]',
  name,
  mimeType: 'application/octet-stream',
  content,
});

describe('upload rules', () => {
  it('accepts a real PDF and PNG under their own extensions', () => {
    expect(uploadProblem(file('履歴書.pdf', PDF), MESSAGE_ATTACHMENT_TYPES)).toBeNull();
    expect(uploadProblem(file('photo.PNG', PNG), MESSAGE_ATTACHMENT_TYPES)).toBeNull();
  });

  it('refuses a renamed executable, a spoofed image and a type not on the list', () => {
    expect(uploadProblem(file('invoice.pdf', EXE), MESSAGE_ATTACHMENT_TYPES)).toContain(
      '一致しません',
    );
    expect(uploadProblem(file('photo.png', PDF), MESSAGE_ATTACHMENT_TYPES)).toContain(
      '一致しません',
    );
    expect(uploadProblem(file('tool.exe', EXE), MESSAGE_ATTACHMENT_TYPES)).toContain(
      '添付できないファイル形式',
    );
    // A field that allows any type still refuses programs.
    expect(uploadProblem(file('notes.txt', EXE), null)).toContain('一致しません');
    expect(uploadProblem(file('notes.txt', Buffer.from('hello')), null)).toBeNull();
  });

  it('refuses empty files, paths in names and oversize files', () => {
    expect(uploadProblem(file('a.pdf', Buffer.alloc(0)), null)).toContain('空のファイル');
    expect(uploadProblem(file('../etc/passwd.pdf', PDF), null)).toContain('ファイル名');
    expect(uploadProblem(file('C:\\x.pdf', PDF), null)).toContain('ファイル名');
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    expect(uploadProblem(file('big.pdf', big), null)).toContain('10MB');
  });

  it('refuses the whole request with a 422 when one file or the count is wrong', () => {
    expect(() =>
      assertUploadsAllowed(
        [file('a.pdf', PDF), file('b.pdf', EXE)],
        MESSAGE_ATTACHMENT_TYPES,
        'attachments',
      ),
    ).toThrow(expect.objectContaining({ statusCode: 422 }));
    const eleven = Array.from({ length: 11 }, (_, i) => file(`${i}.pdf`, PDF));
    expect(() => assertUploadsAllowed(eleven, null, 'attachments')).toThrow('10件まで');
  });

  it('names a download in UTF-8 with an ASCII fallback', () => {
    expect(contentDisposition('評価シート "最終".pdf')).toBe(
      `attachment; filename="_____ ____.pdf"; filename*=UTF-8''%E8%A9%95%E4%BE%A1%E3%82%B7%E3%83%BC%E3%83%88%20%22%E6%9C%80%E7%B5%82%22.pdf`,
    );
  });
});

describe('multipart reading', () => {
  async function app() {
    const instance = Fastify();
    await instance.register(fastifyMultipart, {
      limits: MULTIPART_LIMITS,
      throwFileSizeLimit: true,
    });
    registerErrorHandling(instance, () => false);
    instance.post('/upload', async (request, reply) => {
      const input = await readMultipart(request);
      assertUploadsAllowed(input.files, MESSAGE_ATTACHMENT_TYPES, 'attachments');
      const first = input.files[0];
      if (!first) return { data: input.fields };
      return sendStoredFile(reply, {
        originalName: first.name,
        mimeType: 'application/pdf',
        content: first.content,
      });
    });
    return instance;
  }

  function form(parts: [string, string | Blob, string?][]) {
    const body = new FormData();
    for (const [name, value, filename] of parts) {
      if (typeof value === 'string') body.append(name, value);
      else body.append(name, value, filename);
    }
    return body;
  }

  async function send(body: FormData) {
    const request = new Request('http://x/upload', { method: 'POST', body });
    const instance = await app();
    const response = await instance.inject({
      method: 'POST',
      url: '/upload',
      headers: Object.fromEntries(request.headers),
      body: Buffer.from(await request.arrayBuffer()),
    });
    await instance.close();
    return response;
  }

  it('reads fields, lists and files and streams a file back with its name and nosniff', async () => {
    const response = await send(
      form([
        ['messageContent', 'こんにちは'],
        ['tags[]', 'a'],
        ['tags[]', 'b'],
        ['attachments[0]', new Blob([PDF]), '会社概要.pdf'],
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toContain("filename*=UTF-8''%E4%BC%9A");
  });

  it('answers 422 for a renamed executable and for a JSON body', async () => {
    const bad = await send(form([['attachments[0]', new Blob([EXE]), 'report.pdf']]));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.attachments[0]).toContain('report.pdf');

    const instance = await app();
    const json = await instance.inject({ method: 'POST', url: '/upload', payload: { a: 1 } });
    expect(json.statusCode).toBe(422);
    await instance.close();
  });
});
