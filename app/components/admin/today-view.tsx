import type { ReactNode } from 'react';
import { href, Link } from 'react-router';
import { invoicesWord, type TodayData } from '../../admin/today';
import { formatDay } from '../../business-time/calendar-dates';
import { hrefWithQuery } from '../../http/typed-paths';
import type { UndeliveredMail as UndeliveredMailRow } from '../../mail/undelivered-mail.server';
import { formatUsd } from '../../money/money';
import { UndeliveredMail } from './undelivered-mail';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-4" data-testid={id}>
      <h3 id={id} className="h5">
        {title}
      </h3>
      <ul className="list-unstyled mb-0">{children}</ul>
    </section>
  );
}

function Line({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li className="mb-1">
      <Link to={to}>{children}</Link>
    </li>
  );
}

const bookingInfo = (id: number) => href('/BookingInfo/:id', { id: String(id) });
const pictures = (count: number) => `${count} ${count === 1 ? 'picture' : 'pictures'}`;
const depositWords = { paid: 'deposit paid', unpaid: 'deposit not paid', none: 'no invoice yet' } as const;

/**
 * Admin Home with no view open (PRODUCT §2 Admin Home, Today): what needs the owner, each line a
 * link to where it is handled, each section left out when it has nothing, and one sentence when
 * nothing at all does.
 */
export function TodayView({ today, undelivered }: { today: TodayData; undelivered: UndeliveredMailRow[] }) {
  const waiting =
    today.unsignedContracts.length + today.emptyQuestionnaires.length + (today.overdue.count > 0 ? 1 : 0);
  const empty =
    today.newRequests.count +
      waiting +
      today.selections.length +
      today.sessions.length +
      today.expiringGalleries.length +
      undelivered.length ===
    0;
  return (
    <section aria-labelledby="today-heading">
      <h2 id="today-heading" className="h3 mb-3">
        Today
      </h2>
      {empty ? <p>Nothing needs you today.</p> : null}
      {today.newRequests.count > 0 ? (
        <Section id="today-requests" title={`New booking requests (${today.newRequests.count})`}>
          {today.newRequests.lines.map((line) => (
            <Line key={line.bookingId} to={bookingInfo(line.bookingId)}>
              {line.name}: {line.session}, {line.location}, sent {formatDay(line.requestedOn)} ({line.ago})
            </Line>
          ))}
          {today.newRequests.count > today.newRequests.lines.length ? (
            <Line to={hrefWithQuery('/adminHome', { view: 'bookings' })}>
              {today.newRequests.count - today.newRequests.lines.length} more in Booking Requests
            </Line>
          ) : null}
        </Section>
      ) : null}
      {waiting > 0 ? (
        <Section id="today-waiting" title="Waiting on the client">
          {today.unsignedContracts.map((line) => (
            <Line key={`contract-${line.bookingId}-${line.title}`} to={bookingInfo(line.bookingId)}>
              {line.name}: contract "{line.title}" not signed, sent {formatDay(line.sentOn)}
            </Line>
          ))}
          {today.emptyQuestionnaires.map((line) => (
            <Line key={`questionnaire-${line.bookingId}`} to={bookingInfo(line.bookingId)}>
              {line.name}: questionnaire not filled in, session on {formatDay(line.sessionOn)}
            </Line>
          ))}
          {today.overdue.count > 0 ? (
            <Line to={hrefWithQuery('/adminHome', { view: 'invoices' })}>
              Overdue: {formatUsd(today.overdue.cents)} on {invoicesWord(today.overdue.count)}
            </Line>
          ) : null}
        </Section>
      ) : null}
      {today.selections.length > 0 ? (
        <Section id="today-selections" title={`Selections to work on (${today.selections.length})`}>
          {today.selections.map((line) => (
            <Line key={line.galleryId} to={href('/galleries/:galleryId', { galleryId: line.galleryId })}>
              {line.client}: "{line.title}", {pictures(line.chosen)} chosen, sent on {formatDay(line.sentOn)}
            </Line>
          ))}
        </Section>
      ) : null}
      {today.sessions.length > 0 ? (
        <Section id="today-sessions" title="Sessions in the next 7 days">
          {today.sessions.map((line) => (
            <Line key={line.bookingId} to={bookingInfo(line.bookingId)}>
              {formatDay(line.on, { weekday: true })}: {line.name}, {line.location}, questionnaire{' '}
              {line.questionnaireFilled ? 'filled in' : 'not filled in'}, {depositWords[line.deposit]}
            </Line>
          ))}
        </Section>
      ) : null}
      {today.expiringGalleries.length > 0 ? (
        <Section id="today-expiring" title="Galleries expiring within 7 days">
          {today.expiringGalleries.map((line) => (
            <Line key={line.galleryId} to={href('/ShowImages/:id', { id: String(line.userId) })}>
              {line.client}: "{line.title}" expires on {formatDay(line.expiresOn)}
            </Line>
          ))}
        </Section>
      ) : null}
      <UndeliveredMail mail={undelivered} title={`Undelivered email (${undelivered.length})`} />
    </section>
  );
}
