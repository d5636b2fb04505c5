// The agency api called from inside the page, as the app calls it: the page's own session cookie
// and its CSRF token (fetched first). For setting up what a test needs faster than through the
// screens; what the test proves still goes through the screens.
import type { Page } from '@playwright/test';

export interface AgencyBody {
  /** A JSON body. */
  json?: unknown;
  /** A multipart form of text fields (the referral form's answers). */
  form?: Record<string, unknown>;
  /** A CSV file sent as the multipart field `file`. */
  csv?: { name: string; text: string };
}

/** One call of site 25's agency api; answers the `data` of the answer, throws on a refusal. */
export async function agencyCall<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: AgencyBody = {},
): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      await fetch('/sanctum/csrf-cookie?id=25', { credentials: 'include' });
      const cookie = document.cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith('XSRF-TOKEN='));
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
      };
      if (cookie) headers['X-XSRF-TOKEN'] = decodeURIComponent(cookie.slice('XSRF-TOKEN='.length));
      let payload: BodyInit | undefined;
      if (body.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body.json);
      } else if (body.form) {
        const form = new FormData();
        for (const [key, value] of Object.entries(body.form)) form.append(key, String(value));
        payload = form;
      } else if (body.csv) {
        const form = new FormData();
        form.append('file', new File([body.csv.text], body.csv.name, { type: 'text/csv' }));
        payload = form;
      }
      const response = await fetch(`/25/employment-agency/api${path}`, {
        method,
        headers,
        body: payload,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return text ? (JSON.parse(text) as { data: unknown }).data : undefined;
    },
    { method, path, body },
  ) as Promise<T>;
}

/** A demo applicant with a referral to a job still there (the first among the newest 50). */
export async function referredCandidate(page: Page) {
  const { items } = await agencyCall<{ items: { id: number; referralCount: number }[] }>(
    page,
    'GET',
    '/applicants?limit=50',
  );
  const applicant = items.find((a) => a.referralCount > 0)!;
  const referred = await agencyCall<{ job: { id: number } | null; candidate: { id: number } }[]>(
    page,
    'GET',
    `/applicants/${applicant.id}/candidates`,
  );
  const { job, candidate } = referred.find((r) => r.job)!;
  return { applicantId: applicant.id, jobId: job!.id, candidateId: candidate.id };
}
