// Issue 21 in the e2e suites: applicants with phone and e-mail exactly as given, and the merges
// recorded (the console's HTTP API, the shapes of api/README.md).
import { consoleApi, consoleCall, unique } from './console';

export async function demoAgencyId(): Promise<number> {
  const demo = (await consoleApi.agencies()).find((a) => a.name === '株式会社キャリアブリッジ');
  if (!demo) throw new Error('no demo agency');
  return demo.id;
}

/** 8 random digits: a phone number no other run has. */
export const randomDigits = () => String(Math.floor(Math.random() * 1e8)).padStart(8, '0');

/** Full-width digits, as people paste them. */
export const fullWidth = (text: string) =>
  text.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));

export const identityConsole = {
  createApplicant: (person: {
    agencyId: number;
    seiKanji: string;
    meiKanji: string;
    seiKana: string;
    meiKana: string;
    phone: string;
    email: string;
  }) =>
    consoleCall<{ id: number; phoneKey: string; emailKey: string }>('POST', '/applicants', person),
  merges: (agencyId: number) =>
    consoleCall<{ sourceApplicantId: number; keptApplicantId: number }[]>(
      'GET',
      `/applicant-merges?agencyId=${agencyId}`,
    ),
  unique,
};
