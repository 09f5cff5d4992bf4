import { adminChangeMessages, toggleDisabled } from '../accounts/accounts.server';
import { addBlockedDate, removeBlockedDate } from '../bookings/schedule.server';
import { getFeedToken, makeNewFeedToken } from '../calendar/feed.server';
import type { TemplateInput } from '../contracts/contract-templates.forms';
import { deleteContractTemplate, saveContractTemplate } from '../contracts/contract-templates.server';
import { done, refused } from '../http/intent-action.server';
import { retryMailNow } from '../mail/undelivered-mail.server';
import type { ReminderKind } from '../reminders/reminder-kinds';
import { reminderKindLabels } from '../reminders/reminders.forms';
import { cancelReminder, setReminderSwitch } from '../reminders/reminders-admin.server';
import type { DiscountCodeInput } from '../shop/discount-codes.forms';
import { endCode, saveCode } from '../shop/discount-codes-admin.server';
import { orderStatusLabels } from '../shop/order-status';
import type { MoveOrderInput } from '../shop/order-status.forms';
import { moveOrder } from '../shop/order-status.server';
import type { PriceListInput } from '../shop/price-list.forms';
import { retirePriceListProduct, savePriceListProduct } from '../shop/price-list.server';
import { priceListKindLabels } from '../shop/price-list-kinds';

/**
 * Admin Home's changes (PRODUCT §2, §14, §17, §18): each calls its service and says what happened
 * in the words the page shows, a success or a refusal with its status. The route parses and
 * authorises the post, then picks one by its intent.
 */

export async function saveTemplate(templateId: number | undefined, input: TemplateInput) {
  const result = await saveContractTemplate(templateId, input);
  if (!result.ok) return refused('That template does not exist.', 404);
  return done(`The template "${result.template.name}" is saved.`);
}

export async function deleteTemplate(templateId: number) {
  const deleted = await deleteContractTemplate(templateId);
  if (!deleted) return refused('That template does not exist.', 404);
  return done(`The template "${deleted.name}" is deleted; contracts already sent keep their text.`);
}

export async function toggleUser(adminId: number, userId: number) {
  const result = await toggleDisabled(adminId, userId);
  if (!result.ok) return refused(adminChangeMessages[result.reason]);
  return done(`${result.user.name} was ${result.user.disabled ? 'disabled' : 'enabled'}.`);
}

export async function blockDate(date: string, reason: string | undefined) {
  await addBlockedDate(date, reason ?? '');
  return done(`${date} is now blocked.`);
}

export async function unblockDate(date: string) {
  if (!(await removeBlockedDate(date))) return refused(`${date} was not blocked by an admin.`);
  return done(`${date} is no longer blocked.`);
}

export async function newCalendarLink(adminId: number) {
  const replaced = (await getFeedToken(adminId)) !== null;
  await makeNewFeedToken(adminId);
  return done(
    replaced
      ? 'Your calendar has a new address; the old one no longer works.'
      : 'Your calendar address is ready.',
  );
}

const retryRefusals = {
  'not-found': 'That email does not exist.',
  sent: 'That email has been delivered already.',
  sending: 'That email is being sent right now.',
} as const;

export async function retryMail(mailId: number) {
  const result = await retryMailNow(mailId);
  if (result.ok) return done(`Delivered "${result.subject}" to ${result.to}.`);
  if (result.reason === 'failed-again') {
    const next = result.gaveUp ? 'The server has given up on it.' : 'The server keeps trying.';
    return refused(`"${result.subject}" to ${result.to} failed again: ${result.error}. ${next}`, 502);
  }
  return refused(retryRefusals[result.reason], result.reason === 'not-found' ? 404 : 409);
}

export async function cancelReminderAction(reminderId: number) {
  if (!(await cancelReminder(reminderId))) return refused('That reminder is no longer scheduled.', 409);
  return done('The reminder was cancelled.');
}

export async function switchReminders(kind: ReminderKind, enabled: boolean) {
  await setReminderSwitch(kind, enabled);
  return done(`${reminderKindLabels[kind]} are ${enabled ? 'on' : 'off'}.`);
}

/** Show Codes (PRODUCT §21): add or change a code. */
export async function saveDiscountCode(codeId: number | undefined, input: DiscountCodeInput) {
  const result = await saveCode(codeId, input);
  if (result.ok) return done(`The code ${result.code.code} is saved.`);
  if (result.reason === 'taken') return refused(`There is already a code ${input.code}.`, 409);
  return refused('That code does not exist.', 404);
}

/** Show Codes' End: the code stops working today. */
export async function endDiscountCode(codeId: number) {
  const ended = await endCode(codeId);
  if (!ended) return refused('That code does not exist.', 404);
  return done(`The code ${ended.code} has ended.`);
}

const priceListRefusals = {
  'not-found': { message: 'That product does not exist.', status: 404 },
  retired: { message: 'That product is retired: add it again to sell it.', status: 409 },
} as const;

export async function savePriceList(productId: number | undefined, input: PriceListInput) {
  const result = await savePriceListProduct(productId, input);
  if (!result.ok) {
    const refusal = priceListRefusals[result.reason];
    return refused(refusal.message, refusal.status);
  }
  const { product } = result;
  return done(`"${product.name}" (${priceListKindLabels[product.kind]}) is saved.`);
}

export async function retirePriceList(productId: number) {
  const result = await retirePriceListProduct(productId);
  if (!result.ok) {
    const refusal = priceListRefusals[result.reason];
    return refused(refusal.message, refusal.status);
  }
  return done(`"${result.product.name}" is retired; orders that have it keep it.`);
}

/** Show Orders' move to the next step (PRODUCT §20, decision 066); the client is emailed. */
export async function moveOrderAction(input: MoveOrderInput) {
  const move =
    input.to === 'shipped'
      ? { to: input.to, carrier: input.carrier ?? '', tracking: input.tracking ?? '' }
      : input.to === 'cancelled'
        ? { to: input.to, reason: input.reason ?? '' }
        : { to: input.to };
  const result = await moveOrder(input.orderId, move);
  if (result.ok)
    return done(`Order ${input.orderId} is ${orderStatusLabels[result.status]}; the client was emailed.`);
  if (result.reason === 'not-found') return refused('That order does not exist.', 404);
  return refused(
    `Order ${input.orderId} is ${orderStatusLabels[result.from]}: it cannot be moved to ${orderStatusLabels[input.to]}.`,
    409,
  );
}
