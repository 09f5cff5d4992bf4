/**
 * @vitest-environment happy-dom
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoute } from '../../../tests/helpers/render-route';
import type { TodayData } from '../../admin/today';
import AdminHome from '../../routes/admin-home';

/**
 * Admin Home's Today (PRODUCT §2 Admin Home): each section's lines and where they lead, each
 * section gone when it has nothing, and the one sentence when nothing needs the owner. What the
 * sections hold is read from the database in tests/integration/admin-today.test.ts.
 */

const nothing: TodayData = {
  newRequests: { count: 0, lines: [] },
  unsignedContracts: [],
  emptyQuestionnaires: [],
  overdue: { cents: 0, count: 0 },
  selections: [],
  sessions: [],
  expiringGalleries: [],
};

const mail = {
  id: 3,
  to: 'hannah@example.com',
  subject: 'Your invoice',
  attempts: 2,
  lastError: '550 Mailbox unavailable',
  nextTry: 'Nov 28, 2026, 3:04 PM PST',
};

function openToday(
  today: Partial<TodayData>,
  options: { undeliveredMail?: (typeof mail)[]; counts?: object } = {},
) {
  return renderRoute({
    Component: AdminHome as never,
    path: '/adminHome',
    loader: () => ({
      view: null,
      undeliveredMail: options.undeliveredMail ?? [],
      counts: options.counts ?? { newBookings: 0, overdueInvoices: 0 },
      todayList: { ...nothing, ...today },
    }),
  });
}

/** The section headed `name`, and the text and address of each of its links. */
function linesOf(name: string | RegExp) {
  const section = screen.getByRole('region', { name });
  return within(section)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

const sectionNames = [
  /^New booking requests/,
  'Waiting on the client',
  /^Selections to work on/,
  'Sessions in the next 7 days',
  'Galleries expiring within 7 days',
  /^Undelivered email/,
];

describe('Today', () => {
  test('with nothing in any section: "Nothing needs you today." and no section', async () => {
    openToday({});
    expect(await screen.findByRole('heading', { name: 'Today', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Nothing needs you today.')).toBeInTheDocument();
    for (const name of sectionNames) expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    // The buttons without counts when nothing waits.
    expect(screen.getByRole('link', { name: 'Show Booking Requests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show Invoices' })).toBeInTheDocument();
  });

  test('new booking requests: name, session type, place, the day it was sent and how long ago', async () => {
    openToday(
      {
        newRequests: {
          count: 2,
          lines: [
            {
              bookingId: 7,
              name: 'Hannah Wells',
              session: 'Equine portrait',
              location: 'Lexington, KY',
              requestedOn: '2026-11-27',
              ago: 'yesterday',
            },
          ],
        },
      },
      { counts: { newBookings: 2, overdueInvoices: 0 } },
    );
    expect(await screen.findByRole('region', { name: 'New booking requests (2)' })).toBeInTheDocument();
    expect(linesOf(/^New booking requests/)).toEqual([
      ['Hannah Wells: Equine portrait, Lexington, KY, sent November 27, 2026 (yesterday)', '/BookingInfo/7'],
      // Two counted, one listed: the rest are in the bookings view.
      ['1 more in Booking Requests', '/adminHome?view=bookings'],
    ]);
    expect(screen.queryByText('Nothing needs you today.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show Booking Requests (2 new)' })).toBeInTheDocument();
  });

  test('waiting on the client: an unsigned contract, an empty questionnaire and what is overdue', async () => {
    openToday(
      {
        unsignedContracts: [
          { bookingId: 4, name: 'Ana Ruiz', title: 'Session agreement', sentOn: '2026-11-20' },
        ],
        emptyQuestionnaires: [{ bookingId: 5, name: 'Tom Fry', sessionOn: '2026-12-02' }],
        overdue: { cents: 13500, count: 1 },
      },
      { counts: { newBookings: 0, overdueInvoices: 1 } },
    );
    expect(await screen.findByRole('region', { name: 'Waiting on the client' })).toBeInTheDocument();
    expect(linesOf('Waiting on the client')).toEqual([
      ['Ana Ruiz: contract "Session agreement" not signed, sent November 20, 2026', '/BookingInfo/4'],
      ['Tom Fry: questionnaire not filled in, session on December 2, 2026', '/BookingInfo/5'],
      ['Overdue: $135.00 on 1 invoice', '/adminHome?view=invoices'],
    ]);
    expect(screen.getByRole('link', { name: 'Show Invoices (1 overdue)' })).toBeInTheDocument();
  });

  test('waiting on the client with only two overdue invoices', async () => {
    openToday({ overdue: { cents: 50000, count: 2 } });
    expect(await screen.findByRole('region', { name: 'Waiting on the client' })).toBeInTheDocument();
    expect(linesOf('Waiting on the client')).toEqual([
      ['Overdue: $500.00 on 2 invoices', '/adminHome?view=invoices'],
    ]);
  });

  test('selections to work on: client, gallery, pictures chosen and the day it was sent', async () => {
    const galleryId = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
    openToday({
      selections: [{ galleryId, client: 'Ana Ruiz', title: 'Spring foal', chosen: 12, sentOn: '2026-11-26' }],
    });
    expect(await screen.findByRole('region', { name: 'Selections to work on (1)' })).toBeInTheDocument();
    expect(linesOf(/^Selections to work on/)).toEqual([
      ['Ana Ruiz: "Spring foal", 12 pictures chosen, sent on November 26, 2026', `/galleries/${galleryId}`],
    ]);
  });

  test('sessions in the next 7 days: day, client, place, questionnaire and deposit', async () => {
    openToday({
      sessions: [
        {
          bookingId: 8,
          name: 'Tom Fry',
          session: 'Equine portrait',
          location: 'Ocala, FL',
          on: '2026-12-02',
          questionnaireFilled: false,
          deposit: 'unpaid',
        },
        {
          bookingId: 9,
          name: 'Ana Ruiz',
          session: 'Event',
          location: 'Aiken, SC',
          on: '2026-12-04',
          questionnaireFilled: true,
          deposit: 'paid',
        },
        {
          bookingId: 10,
          name: 'Lee Park',
          session: 'Event',
          location: 'Aiken, SC',
          on: '2026-12-05',
          questionnaireFilled: true,
          deposit: 'none',
        },
      ],
    });
    expect(await screen.findByRole('region', { name: 'Sessions in the next 7 days' })).toBeInTheDocument();
    expect(linesOf('Sessions in the next 7 days')).toEqual([
      [
        'Wednesday, December 2, 2026: Tom Fry, Ocala, FL, questionnaire not filled in, deposit not paid',
        '/BookingInfo/8',
      ],
      [
        'Friday, December 4, 2026: Ana Ruiz, Aiken, SC, questionnaire filled in, deposit paid',
        '/BookingInfo/9',
      ],
      [
        'Saturday, December 5, 2026: Lee Park, Aiken, SC, questionnaire filled in, no invoice yet',
        '/BookingInfo/10',
      ],
    ]);
  });

  test('galleries expiring within 7 days lead to the client pictures, where the day is changed', async () => {
    openToday({
      expiringGalleries: [
        { galleryId: 'a', userId: 31, client: 'Ana Ruiz', title: 'Spring foal', expiresOn: '2026-12-01' },
      ],
    });
    expect(
      await screen.findByRole('region', { name: 'Galleries expiring within 7 days' }),
    ).toBeInTheDocument();
    expect(linesOf('Galleries expiring within 7 days')).toEqual([
      ['Ana Ruiz: "Spring foal" expires on December 1, 2026', '/ShowImages/31'],
    ]);
  });

  test('undelivered email, with Retry now, as one of the sections', async () => {
    openToday({}, { undeliveredMail: [mail] });
    const section = await screen.findByRole('region', { name: 'Undelivered email (1)' });
    expect(
      within(section).getByRole('button', { name: 'Retry now: Your invoice to hannah@example.com' }),
    ).toBeVisible();
    expect(screen.queryByText('Nothing needs you today.')).not.toBeInTheDocument();
  });
});

/** Every section with one line: the full day each empty-section case starts from. */
const everything: TodayData = {
  newRequests: {
    count: 1,
    lines: [
      {
        bookingId: 7,
        name: 'Hannah Wells',
        session: 'Equine portrait',
        location: 'Lexington, KY',
        requestedOn: '2026-11-27',
        ago: 'yesterday',
      },
    ],
  },
  unsignedContracts: [{ bookingId: 4, name: 'Ana Ruiz', title: 'Session agreement', sentOn: '2026-11-20' }],
  emptyQuestionnaires: [{ bookingId: 5, name: 'Tom Fry', sessionOn: '2026-12-02' }],
  overdue: { cents: 13500, count: 1 },
  selections: [
    { galleryId: 'g', client: 'Ana Ruiz', title: 'Spring foal', chosen: 12, sentOn: '2026-11-26' },
  ],
  sessions: [
    {
      bookingId: 8,
      name: 'Tom Fry',
      session: 'Equine portrait',
      location: 'Ocala, FL',
      on: '2026-12-02',
      questionnaireFilled: false,
      deposit: 'unpaid',
    },
  ],
  expiringGalleries: [
    { galleryId: 'a', userId: 31, client: 'Ana Ruiz', title: 'Spring foal', expiresOn: '2026-12-01' },
  ],
};

/** Each section, what empties it, and its heading. */
const emptied: [string, Partial<TodayData>, string | RegExp][] = [
  ['New booking requests', { newRequests: { count: 0, lines: [] } }, /^New booking requests/],
  [
    'Waiting on the client',
    { unsignedContracts: [], emptyQuestionnaires: [], overdue: { cents: 0, count: 0 } },
    'Waiting on the client',
  ],
  ['Selections to work on', { selections: [] }, /^Selections to work on/],
  ['Sessions in the next 7 days', { sessions: [] }, 'Sessions in the next 7 days'],
  ['Galleries expiring within 7 days', { expiringGalleries: [] }, 'Galleries expiring within 7 days'],
];

describe('Today, one section empty and the others full', () => {
  test.each(emptied)('%s is left out; every other section shows', async (_, empty, name) => {
    openToday({ ...everything, ...empty }, { undeliveredMail: [mail] });
    expect(await screen.findByRole('region', { name: /^Undelivered email/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    for (const other of sectionNames.filter((section) => String(section) !== String(name)))
      expect(screen.getByRole('region', { name: other })).toBeInTheDocument();
    expect(screen.queryByText('Nothing needs you today.')).not.toBeInTheDocument();
  });

  test('undelivered email is left out when none is undelivered', async () => {
    openToday(everything);
    expect(await screen.findByRole('region', { name: /^New booking requests/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Undelivered email/ })).not.toBeInTheDocument();
  });
});
