// The company console as the e2e suites use it: the operator's HTTP API (bearer token) to create
// the data a test changes, issue codes and invitations, and read the mails the portal sent.
import { CONSOLE_TOKEN, baseURL } from './stack';

export interface Agency {
  id: number;
  name: string;
  email: string;
}

export interface Company {
  id: number;
  name: string;
  email: string;
  companyCode: string;
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

export interface NewAccount {
  userId: string;
  email: string;
  password: string;
}

export type ConsoleMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One console call at a base URL (the stack, a replica or the gateway): the answer's data and the
 * response. A refused console call is a broken test setup: it throws with what the server said.
 */
export async function consoleFetch<T>(
  base: string,
  method: ConsoleMethod,
  path: string,
  body?: unknown,
): Promise<{ data: T; response: Response }> {
  const response = await fetch(`${base}/console/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${CONSOLE_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`console ${method} ${path}: ${response.status} ${text}`);
  return { data: (JSON.parse(text) as { data: T }).data, response };
}

/** A console call to the e2e stack: the answer's data. */
export async function consoleCall<T>(
  method: ConsoleMethod,
  path: string,
  body?: unknown,
): Promise<T> {
  return (await consoleFetch<T>(baseURL, method, path, body)).data;
}

const call = consoleCall;

/** Unique per call, so repeated runs against one server and parallel tests never collide. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export const consoleApi = {
  /** An agency with a main account that can log in right away. */
  async createAgencyWithAccount(password = 'first-pass-2026') {
    const key = unique('e2e');
    const account: NewAccount = { userId: key, email: `${key}@agency.example`, password };
    const name = `株式会社テスト紹介${key.slice(-5)}`;
    const { agency } = await call<{ agency: Agency }>('POST', '/agencies', {
      name,
      email: account.email,
      phone: '03-1111-2222',
      contactPerson: '試験 太郎',
      address: '東京都港区芝公園4-2-8',
      account,
    });
    return { agency, account };
  },

  /** An agency without an account: it signs its main account up with a company code. */
  async createAgency(fields: { name: string; email: string; phone?: string; address?: string }) {
    const { agency } = await call<{ agency: Agency }>('POST', '/agencies', fields);
    return agency;
  },

  agencies: () => call<Agency[]>('GET', '/agencies'),

  createCompany: (fields: { name: string; email: string; companyCode?: string }) =>
    call<Company>('POST', '/companies', fields),

  setLink: (agencyId: number, companyId: number, status: 'MATCHED' | 'UNMATCHED') =>
    call<unknown>('PUT', '/links', { agencyId, companyId, status }),

  /** A new company named `name` plus a unique suffix, linked (MATCHED) to the agency. */
  async linkNewCompany(agencyId: number, name: string) {
    const key = unique('c');
    const company = await call<Company>('POST', '/companies', {
      name: `${name}${key.slice(-4)}`,
      email: `${key}@company.example`,
    });
    await consoleApi.setLink(agencyId, company.id, 'MATCHED');
    return company;
  },

  issueCompanyCode: (agencyId: number, email: string, siteId = '25') =>
    call<{ companyCode: string; welcomeUrl: string }>('POST', '/company-codes', {
      agencyId,
      email,
      siteId,
    }),

  issueInvitation: (agencyId: number, email: string, siteId = '25') =>
    call<{ hashId: string; signupUrl: string }>('POST', '/invitations', {
      agencyId,
      email,
      siteId,
    }),

  /** The support contact agencies see; a value overrides SUPPORT_*, null goes back to it. */
  setSupport: (change: Partial<Record<'siteUrl' | 'mail' | 'phone' | 'hours', string | null>>) =>
    call<Record<'siteUrl' | 'mail' | 'phone' | 'hours', string | null>>('PUT', '/support', change),

  /** The mails sent to `to`, newest first. */
  mailsTo: (to: string) =>
    call<Mail[]>('GET', `/mail-outbox?to=${encodeURIComponent(to)}&limit=20`),
};

/** The first link in a mail's text that leads to `path` (e.g. 'reset-password'). */
export function linkIn(mail: Mail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(`/${path}`));
  if (!link) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return link;
}
