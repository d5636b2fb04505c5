// Small shared pieces of the jobs routes.
import { z } from 'zod';
import { outsideWindow } from '../referrals/refer-service';

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const outsideWindowError = outsideWindow;
