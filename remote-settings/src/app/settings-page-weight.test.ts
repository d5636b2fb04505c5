// The settings page's first load stays under its 260 KiB budget (bench/run.mjs) with every section
// rendered at once: zod (43 KiB on the wire) is not part of it. The page reads the contract's
// words and types only (@portal/shared/contract/notification-modes, audit-labels); the schemas
// come with the API連携 pages, their own chunks.
jest.mock('zod', () => {
  throw new Error('zod was loaded by the settings page');
});

it('loads the settings page and its sections without zod', async () => {
  await expect(import('./settings-page')).resolves.toHaveProperty('SettingsPage');
});

it('still refuses zod where a schema is used (the mock is in force)', async () => {
  await expect(import('@portal/shared/contract/settings')).rejects.toThrow(
    'zod was loaded by the settings page',
  );
});
