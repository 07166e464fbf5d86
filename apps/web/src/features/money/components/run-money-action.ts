import type { TFunction } from 'i18next';
import { isApiRequestError } from '../../../shared/api/api-request-error';
import { errorMessages } from '../../../shared/api/error-messages';
import { showToast } from '../../../shared/notifications/toast';

export interface MoneyActionMessages {
  /** a function of the answer when it may differ (a 202 "sent for approval", REQ-APPR-2) */
  success: string | ((result: never) => string);
  /** the failure toast's title: "Can't accept order" */
  error: string;
}

/**
 * One state change as every money screen runs it (REQ-MONEY-15): a translated toast either way. A
 * 409 means the record moved on elsewhere (another tab, a colleague, the expiry job, a second
 * click): the screen re-fetches it and says so, rather than leaving the old state to act on.
 */
export async function runMoneyAction<T>(
  t: TFunction,
  action: () => Promise<T>,
  messages: MoneyActionMessages,
  refresh: () => Promise<unknown>,
): Promise<T | undefined> {
  try {
    const result = await action();
    const { success } = messages;
    showToast(
      'success',
      typeof success === 'string' ? success : (success as (r: T) => string)(result),
    );
    return result;
  } catch (error) {
    const reasons = errorMessages(t, error);
    if (isApiRequestError(error) && error.status === 409) {
      await refresh().catch(() => undefined);
      reasons.push(t('money.refreshed'));
    }
    showToast('error', reasons.join(' '), messages.error);
    return undefined;
  }
}
