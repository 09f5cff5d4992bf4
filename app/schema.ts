/** The one Drizzle schema: every area's tables, for drizzle-kit (`npm run db:generate`). */
export * from './accounts/accounts.tables';
export * from './bookings/bookings.tables';
export * from './calendar/calendar.tables';
export * from './client-sessions/date-requests.tables';
export * from './client-sessions/questionnaires.tables';
export * from './content/content.tables';
export * from './contracts/contracts.tables';
export * from './galleries/galleries.tables';
export * from './galleries/pictures.tables';
export * from './history/history.tables';
export * from './invoices/invoices.tables';
export * from './mail/mail.tables';
export * from './reminders/reminders.tables';
export * from './security/security.tables';
export * from './shop/price-list.tables';
export * from './shop/shop.tables';
export * from './visits/visits.tables';
