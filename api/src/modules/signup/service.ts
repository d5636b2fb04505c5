// Sign-up: a main account from a company code (issued by the operator for an agency and an
// e-mail, single use), a sub-account from an invitation hash (single use, expiring).
import type { VerifyHashResponse } from '@portal/shared/contract/signup';
import { byAccount, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import { validationError } from '../../plugins/http-errors';
import { EMAIL_TAKEN_MESSAGE, USER_ID_TAKEN_MESSAGE } from '../auth/account-rules';
import { hashPassword } from '../auth/passwords';
import { takenIdentifiers } from '../auth/queries';
import {
  findAgency,
  hasMainAccount,
  insertAccount,
  lockAgency,
  spendCompanyCode,
  spendInvitation,
  updateAgency,
  usableCodeAgency,
  usableInvitation,
} from './queries';

export const INVALID_CODE_MESSAGE = '企業コードまたはメールアドレスが正しくありません。';
export const INVALID_HASH_MESSAGE = 'この招待リンクは無効か、有効期限が切れています。';
export const MAIN_ACCOUNT_EXISTS_MESSAGE = 'この企業のアカウントは既に登録されています。';

/** Whether the code can still sign up a main account for this e-mail. */
export async function checkCompanyCode(
  db: Database,
  code: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const agencyId = await usableCodeAgency(db, code, email, now);
  return agencyId !== null && !(await hasMainAccount(db, agencyId));
}

export async function verifyInvitation(
  db: Database,
  hashId: string,
  now: Date,
): Promise<VerifyHashResponse | null> {
  return usableInvitation(db, hashId, now);
}

/** A concurrent sign-up took the user ID or e-mail between our check and our insert. */
function rethrowTaken(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'accounts_user_id_unique')
    throw validationError({ userId: [USER_ID_TAKEN_MESSAGE] });
  if (constraint === 'accounts_email_unique')
    throw validationError({ email: [EMAIL_TAKEN_MESSAGE] });
  throw error;
}

async function assertIdentifiersFree(db: Database, userId: string, email: string) {
  const taken = await takenIdentifiers(db, { userId, email });
  const errors: Record<string, string[]> = {};
  if (taken.userId) errors.userId = [USER_ID_TAKEN_MESSAGE];
  if (taken.email) errors.email = [EMAIL_TAKEN_MESSAGE];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Inserts the new account with its audit row: the account created itself. */
async function createAccount(
  tx: Database,
  values: Parameters<typeof insertAccount>[1] & { kind: 'main' | 'sub'; email: string },
) {
  const account = await insertAccount(tx, values);
  await recordAudit(tx, {
    agencyId: values.agencyId,
    actor: byAccount({ accountId: account.id }),
    action: 'account.created',
    target: { type: 'account', id: account.id },
    after: { kind: values.kind, userId: values.userId, email: values.email },
  });
  return account;
}

export interface MainAccountInput {
  userId: string;
  password: string;
  email: string;
  companyName: string;
  phone: string;
  contactPerson: string;
  address: string;
  companyCode: string;
}

/** Creates the main account and fills in the agency; the code is spent in the same transaction. */
export async function createMainAccount(db: Database, input: MainAccountInput, now: Date) {
  const passwordHash = await hashPassword(input.password);
  return db
    .transaction(async (tx) => {
      // The code first: a spent code says so, whatever else is wrong. A refusal below rolls the
      // spending back, so the code stays usable.
      const agencyId = await spendCompanyCode(tx, input.companyCode, input.email, now);
      if (agencyId === null) throw validationError({ companyCode: [INVALID_CODE_MESSAGE] });
      // An agency may hold several codes (one per address it was issued to): spending one does
      // not stop a sign-up with another. Locking the agency row serialises those sign-ups, and the
      // check below (a new snapshot, read committed) then sees a main account committed meanwhile.
      await lockAgency(tx, agencyId);
      if (await hasMainAccount(tx, agencyId)) {
        throw validationError({ companyCode: [MAIN_ACCOUNT_EXISTS_MESSAGE] });
      }
      await assertIdentifiersFree(tx, input.userId, input.email);
      const agency = await updateAgency(tx, agencyId, {
        name: input.companyName,
        phone: input.phone,
        contactPerson: input.contactPerson,
        address: input.address,
        email: input.email,
        companyCode: input.companyCode.trim(),
        updatedAt: now,
      });
      const account = await createAccount(tx, {
        agencyId: agency.id,
        kind: 'main',
        userId: input.userId,
        email: input.email,
        passwordHash,
      });
      return { account, agency };
    })
    .catch(rethrowTaken);
}

/** Creates a sub-account of the inviting agency, with the invited e-mail; the hash is spent. */
export async function createSubAccount(
  db: Database,
  input: { userId: string; password: string; hashId: string },
  now: Date,
) {
  const passwordHash = await hashPassword(input.password);
  return db
    .transaction(async (tx) => {
      const invitation = await spendInvitation(tx, input.hashId, now);
      if (!invitation) throw validationError({ hashId: [INVALID_HASH_MESSAGE] });
      await assertIdentifiersFree(tx, input.userId, invitation.email);
      const agency = await findAgency(tx, invitation.agencyId);
      const account = await createAccount(tx, {
        agencyId: invitation.agencyId,
        kind: 'sub',
        userId: input.userId,
        email: invitation.email,
        passwordHash,
      });
      return { account, agency };
    })
    .catch(rethrowTaken);
}
