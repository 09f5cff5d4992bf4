/** The one Drizzle schema: every domain's tables, for drizzle-kit and the typed client. */
export * from '../accounts/accounts.schema';
export * from '../bookings/bookings.schema';
export * from '../calendar/calendar.schema';
export * from '../content/content.schema';
export * from '../mail/mail.schema';
export * from '../pictures/pictures.schema';
export * from '../shop/shop.schema';
export * from '../visits/visits.schema';
