import { inflateSync } from 'node:zlib';
import { uploadProblem, MESSAGE_ATTACHMENT_TYPES } from '../files/upload-rules';
import { demoChatGroups, DEMO_CHAT_UNREAD_PER_SITE } from './demo-chat';
import { demoPdf, demoPng } from './demo-files';

const upload = (name: string, content: Buffer) => ({ field: 'a', name, mimeType: '', content });

it('generates attachments the upload rules accept, with a well-formed structure', () => {
  const pdf = demoPdf(['Hello']);
  expect(uploadProblem(upload('a.pdf', pdf), MESSAGE_ATTACHMENT_TYPES)).toBeNull();
  const xref = Number(/startxref\n(\d+)/.exec(pdf.toString('latin1'))![1]);
  expect(pdf.subarray(xref, xref + 4).toString()).toBe('xref');

  const png = demoPng(48, 32);
  expect(uploadProblem(upload('a.png', png), MESSAGE_ATTACHMENT_TYPES)).toBeNull();
  const idatLength = png.readUInt32BE(33);
  const pixels = inflateSync(png.subarray(41, 41 + idatLength));
  expect(pixels.length).toBe(32 * (1 + 48 * 3));
});

it('has a long thread, e-mail messages, several companies and unread threads', () => {
  const groups = demoChatGroups('25');
  const longest = Math.max(...groups.flatMap((g) => g.threads.map((t) => t.messages.length)));
  expect(longest).toBeGreaterThanOrEqual(200);
  expect(groups.some((g) => g.threads.length >= 3)).toBe(true);
  expect(
    groups.flatMap((g) => g.threads).some((t) => t.messages.some((m) => m.sentFromEmail)),
  ).toBe(true);
  expect(DEMO_CHAT_UNREAD_PER_SITE).toBeGreaterThan(0);
});
