import { addDays } from '../../../app/business-time/calendar-dates';
import { todayIn } from '../../../app/business-time/zoned-time';
import { questionnaires } from '../../../app/client-sessions/questionnaires.tables';
import { insertSentContract } from '../../../scripts/lib/contract-rows';
import { insertTestBooking } from '../../helpers/test-bookings';
import { worldSeed, worldUser } from '../helpers/world';

/**
 * contracts.spec.ts: a client with a verified account whose booking is scheduled and whose
 * questionnaire names the horse, and a stranger who must not see the contract.
 */
export const contractClient = worldUser({
  email: 'clara.contract@example.com',
  name: 'Clara Contract',
  verified: true,
});
export const contractStranger = worldUser({
  email: 'oscar.outsider@example.com',
  name: 'Oscar Outsider',
  verified: true,
});
export const contractBooking = { id: 0, date: '' };
/** A client who signs with JavaScript off: a contract already sent to them. */
export const noScriptSigner = worldUser({
  email: 'nell.noscript@example.com',
  name: 'Nell Noscript',
  verified: true,
});
export const noScriptContract = { id: 0 };

worldSeed('contracts', async (db) => {
  const today = todayIn('America/Los_Angeles');
  contractBooking.date = addDays(today, 30);
  contractBooking.id = (
    await insertTestBooking(db, {
      name: 'Clara Contract',
      email: 'clara.contract@example.com',
      phoneNumber: '555-400-0801',
      location: 'Davis, California',
      dateBooked: addDays(today, -2),
      dateScheduled: contractBooking.date,
    })
  ).id;
  await db.insert(questionnaires).values({
    bookingId: contractBooking.id,
    horseName: 'Biscuit',
    breedAndColour: 'Morgan, chestnut',
    discipline: 'Dressage',
    barnAddress: '9 Oak Lane, Davis, CA',
    picturesMayBeShown: true,
  });
  const { id: other } = await insertTestBooking(db, {
    name: 'Nell Noscript',
    email: 'nell.noscript@example.com',
    phoneNumber: '555-400-0802',
    location: 'Grass Valley, California',
    dateBooked: addDays(today, -1),
  });
  noScriptContract.id = await insertSentContract(
    db,
    other,
    'Barn agreement',
    'Sierra Equine Photography will photograph Pepper for Nell Noscript.',
  );
});
