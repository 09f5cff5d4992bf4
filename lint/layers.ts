/**
 * The layers of app/ and server/ (decision 056, docs/ARCHITECTURE.md "Layers"): where each folder
 * sits, and so which way its imports may go. lint/layers.test.ts reads the import graph and holds
 * the code to it. A new folder gets its place here, or the test fails.
 */

/**
 * Code every business area uses and that knows none of them: the database and the mail queue,
 * configuration, HTTP helpers, security, the field rules, business time and money. A shared folder
 * imports no business area and nothing of the top; the shared folders import each other without
 * a circle.
 */
export const sharedFolders = [
  'results',
  'logging',
  'business-time',
  'money',
  'config',
  'validation',
  'security',
  'db',
  'mail',
  'http',
  'flash',
  'pdf',
  'chunks',
  'styles',
] as const;

/**
 * The business areas, lowest first: each imports the shared layer and the areas before it only.
 * The order is what the code says each area needs: the content (the business's name and texts,
 * which the accounts' emails name too) reads no other area; bookings reads the content version
 * (the session options are content) and the accounts' users (whose booking it is); a booking's
 * history, the calendar, galleries and invoices read bookings; galleries keep their pictures'
 * rows over pictures' files (storage, processing); a client's session shows its invoice step and
 * guards its invoice; a contract fills in the session's questionnaire and checks its owner; a
 * booking's stage is read from its contracts, invoices and galleries (decision 061); the
 * reminders are written from bookings, galleries and invoices as they stand when they go out.
 * Shop, visits, contact and backup stand apart.
 */
export const areaOrder = [
  'content',
  'accounts',
  'bookings',
  'history',
  'calendar',
  'pictures',
  'galleries',
  'invoices',
  'client-sessions',
  'contracts',
  'stages',
  'reminders',
  'shop',
  'visits',
  'contact',
  'backup',
] as const;

/**
 * What puts the areas together and what only the pages and the server read: the flows (one
 * change across areas, in one transaction), Admin Home's composition, the start-up (every area's
 * tables, seeds and the first admin), search engines' view of the pages, the components and hooks,
 * the routes, the app's own root files (`app`) and the Express server. Nothing below imports them;
 * among themselves they keep no circle, and only app/routes.ts imports a route.
 */
export const topFolders = [
  'flows',
  'admin',
  'startup',
  'seo',
  'components',
  'hooks',
  'routes',
  'app',
  'server',
] as const;

/** An import the rules would refuse, allowed for the reason given. */
export interface Exception {
  from: string;
  to: string;
  reason: string;
}

export const exceptions: Exception[] = [
  {
    from: 'app/hooks/use-root-data.ts',
    to: 'app/root.tsx',
    reason:
      "Types only: the layout's data is typed from the root loader itself (useRouteLoaderData<typeof loader>), so a field the loader adds or drops reaches every component that reads it; a copy of the shape in hooks/ would drift.",
  },
  {
    from: 'app/http/typed-paths.ts',
    to: 'app/bookings/bookings.forms.ts',
    reason:
      "Types only: Admin Home's `filter` query is typed from bookings' own filters (bookingFilters, which listBookings keys its conditions by), so a filter added or dropped reaches every link that builds the address; a copy in http/ would drift. It closes a circle of folders, not of modules: bookings reads accounts' users for whose booking it is (booking-owner.server.ts), and accounts' forms take a message from http/notice.ts, which reaches nothing of bookings.",
  },
];
