#!/usr/bin/env node
// API連携 example (issue 30): what an agency's own CRM does with a personal API token of the portal.
// Plain Node 20 (fetch, FormData, Blob), no dependencies, nothing done by hand in the database:
//   1. lists the applicants of the site,
//   2. registers one applicant,
//   3. refers them to a job (the referral form is multipart/form-data: the job's own entry-form
//      fields, filled from the applicant where the field is theirs).
//
// Usage:
//   BASE_URL=http://127.0.0.1:4000 SITE=25 TOKEN=pat_… node examples/agency-api.mjs
//   (JOB_ID=<id> to choose the job; otherwise the first open job that takes the referral)
// The token is created in the portal: 各種設定 > API連携 > 新しいトークンを発行 (読み書き).
// It prints one JSON line per step and exits non-zero on the first failure.

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');
const SITE = process.env.SITE ?? '25';
const TOKEN = process.env.TOKEN;
const JOB_ID = process.env.JOB_ID;

if (!TOKEN) {
  console.error('TOKEN is required (create one in 各種設定 > API連携).');
  process.exit(2);
}

const API = `${BASE_URL}/${SITE}/employment-agency/api`;

/** One api call with the bearer token: no cookie, no CSRF header. Answers `data`. */
async function call(method, path, { json, form } = {}) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${TOKEN}`,
      accept: 'application/json',
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : form,
  });
  const text = await response.text();
  const body = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const error = new Error(`${method} ${path}: ${response.status} ${body?.message ?? text}`);
    error.status = response.status;
    error.body = body;
    if (response.status === 429) error.retryAfter = response.headers.get('retry-after');
    throw error;
  }
  return body?.data ?? null;
}

const step = (name, detail) => console.log(JSON.stringify({ step: name, ...detail }));

// A person as the CRM holds them (unique per run, so a second run registers another).
const run = Date.now().toString().slice(-6);
const person = {
  seiKanji: '連携',
  meiKanji: '一郎',
  seiKana: 'レンケイ',
  meiKana: 'イチロウ',
  email: `crm-${run}@example.com`,
  phone: `090-${run.slice(0, 4)}-${run.slice(2, 6)}`,
  directMessageFlag: true,
};

/** What the CRM knows for the entry form's own keys. */
const KNOWN = {
  seiKanji: person.seiKanji,
  meiKanji: person.meiKanji,
  seiKana: person.seiKana,
  meiKana: person.meiKana,
  pcEmail: person.email,
  mobileNumber: person.phone,
};

const TYPE = {
  TEXT: 1,
  TEXTAREA: 2,
  CHECKBOX: 3,
  SELECT: 4,
  RADIO: 5,
  FILE: 6,
  DATE: 7,
  HISTORY: 8,
};
const PDF = new Blob(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'], { type: 'application/pdf' });

/** A text of the field's length limits. */
function textFor(field) {
  let value = 'API連携で登録';
  while (field.minLength && value.length < field.minLength) value += '。';
  return field.maxLength ? value.slice(0, field.maxLength) : value;
}

/** The referral's multipart body: the applicant's id, then each field of the job's form. */
function referralForm(applicantId, fields) {
  const form = new FormData();
  form.append('introductionApplicantId', String(applicantId));
  form.append('email', 'placeholder@portal.invalid');
  for (const field of fields) {
    const known = KNOWN[field.key];
    if (known !== undefined) {
      form.append(field.key, known);
      continue;
    }
    if (!field.isRequired) continue;
    switch (field.answerType) {
      case TYPE.CHECKBOX:
        form.append(`${field.key}[]`, field.answerLabel[0]);
        break;
      case TYPE.SELECT:
      case TYPE.RADIO:
        form.append(field.key, field.answerLabel[0]);
        break;
      case TYPE.FILE:
        form.append(field.key, PDF, 'resume.pdf');
        break;
      case TYPE.DATE:
        form.append(field.key, '2003-04-01');
        break;
      case TYPE.HISTORY:
        form.append(
          field.key,
          JSON.stringify([
            {
              termStart: '2021-04',
              termEnd: '2023-03',
              companyName: '株式会社サンプル',
              departmentPosition: '営業部',
              details: 'API連携で登録',
            },
          ]),
        );
        break;
      default:
        form.append(field.key, textFor(field));
    }
  }
  return form;
}

async function main() {
  const page = await call('GET', '/applicants?limit=20');
  step('list', { total: page.total, shown: page.items.map((item) => item.fullNameKanji) });

  const applicant = await call('POST', '/applicants', { json: person });
  step('register', { applicantId: applicant.id, email: person.email });

  const jobs = JOB_ID ? [{ id: Number(JOB_ID) }] : await call('GET', '/jobs');
  for (const job of jobs) {
    const fields = await call('GET', `/jobs/${job.id}/entry-form-fields`);
    try {
      const referral = await call('POST', `/jobs/${job.id}/candidates`, {
        form: referralForm(applicant.id, fields),
      });
      step('refer', { jobId: job.id, candidateId: referral.candidateId });
      return;
    } catch (error) {
      // A job that refuses this referral (closed, a form the example cannot fill): the next one.
      if (JOB_ID || error.status !== 422) throw error;
      step('skip', { jobId: job.id, reason: error.message });
    }
  }
  throw new Error('no job took the referral');
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
