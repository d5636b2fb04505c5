// Small shared pieces of the jobs routes.
import { outsideWindow } from '../referrals/refer-service';

export const outsideWindowError = outsideWindow;
