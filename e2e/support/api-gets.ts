// The GETs a page sends to the demo site's api, to count what a screen asks for (the live stream
// aside): each as its path below /25/employment-agency/api and its query.
import type { Page } from '@playwright/test';

const API = /\/25\/employment-agency\/api\/(?!stream)/;

/** Every GET the page sends to the api from now on, as its path and query (`/jobs?status=…`). */
export function recordGets(page: Page): string[] {
  const gets: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || !API.test(request.url())) return;
    const url = new URL(request.url());
    gets.push(`${url.pathname.replace(/^\/25\/employment-agency\/api/, '')}${url.search}`);
  });
  return gets;
}
