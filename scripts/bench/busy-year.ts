import { sql } from 'drizzle-orm';
import type { Db } from '../../app/db/client.server';

/**
 * A busy business's 18 months in a fresh database: `bookings` requests and what hangs off them
 * (contracts, invoices, payments, galleries, their history, shop orders, downloads) and `pageViews`
 * page views. Show Reports' bench (reports-worker.ts) and the loaders' timing (loader-times.ts).
 */
export async function fillBusyYear(db: Db, bookings: number, pageViews: number): Promise<void> {
  // Generated in SQL: thousands of rows through the ORM one batch at a time would take longer than the
  // measurement. Every fifth booking is scheduled-and-invoiced, some cancelled, some lost.
  await db.execute(sql`
    insert into bookings (name, email, phone_number, location, session, hear_about, contacted,
      date_booked, date_scheduled, cancelled_at, cancelled_date, lost_at, lost_reason, created_at)
    select 'Client ' || i, 'client' || i || '@example.com', '555-000-0000', 'Davis, California',
      (array['Equine portrait', 'Event photography', 'Fine art photography'])[1 + i % 3],
      (array['facebook', 'instagram', 'word of mouth', 'website', null])[1 + i % 5],
      i % 2 = 0,
      current_date - (i % 540),
      case when i % 3 = 0 then current_date - (i % 540) + 30 end,
      case when i % 17 = 0 and i % 3 <> 0 then now() - make_interval(days => i % 540) end,
      case when i % 17 = 0 and i % 3 <> 0 then current_date - (i % 540) + 30 end,
      case when i % 11 = 0 and i % 17 <> 0 then now() - make_interval(days => i % 540) end,
      case when i % 11 = 0 and i % 17 <> 0 then 'price' end,
      now() - make_interval(days => i % 540)
    from generate_series(1, ${bookings}) as i`);
  await db.execute(sql`
    insert into page_views (day, path, views)
    select current_date - (i % 365), '/page-' || (i / 365), 1 + i % 7
    from generate_series(0, ${pageViews - 1}) as i`);
  await db.execute(sql`
    insert into contracts (booking_id, title, text, text_sha256, sent_at, signed_at, signer_name)
    select id, 'Agreement', 'Text', 'hash', created_at + interval '1 day',
      case when id % 2 = 0 then created_at + interval '3 days' end,
      case when id % 2 = 0 then name end
    from bookings where id % 5 = 0`);
  await db.execute(sql`
    insert into invoices (booking_id, number, total_cents, deposit_percent, deposit_cents,
      deposit_due_on, balance_cents, balance_due_on, created_at)
    select id, 'INV-BENCH-' || id, 45000, 30, 13500, date_booked + 7, 31500, date_booked + 30,
      created_at + interval '2 days'
    from bookings where id % 5 < 2`);
  await db.execute(sql`
    insert into invoice_payments (invoice_id, amount_cents, method, paid_on)
    select id, 13500, (array['Cash', 'Check', 'Bank transfer', 'Other'])[1 + id % 4],
      (created_at + interval '5 days')::date
    from invoices where id % 2 = 0`);
  await db.execute(sql`
    insert into users (email, name, password_hash, is_client)
    select 'bench-client' || i || '@example.com', 'Client ' || i, 'x', true
    from generate_series(1, 200) as i`);
  await db.execute(sql`
    insert into galleries (id, user_id, booking_id, title, state, opened_at, selection_sent_at, created_at)
    select gen_random_uuid(), (select min(id) from users) + b.id % 200, b.id, 'Gallery ' || b.id,
      case when b.id % 2 = 0 then 'released' else 'proofing' end,
      case when b.id % 2 = 0 then b.created_at + interval '20 days' end,
      case when b.id % 4 = 1 then b.created_at + interval '15 days' end,
      b.created_at + interval '10 days'
    from bookings b where b.id % 4 < 2`);
  await db.execute(sql`
    insert into booking_history (booking_id, what, facts, by, at)
    select booking_id, 'gallery-released', jsonb_build_object('title', title), 'system', opened_at
    from galleries where state = 'released'`);
  await db.execute(sql`
    insert into orders (public_id, draft_id, user_id, email, billing, shipping, cc_name,
      last4_digits, cc_expiration, tax_state, tax_rate, subtotal_cents, tax_cents, total_cents, created_at)
    select 'BENCH' || lpad(i::text, 10, '0'), 'draft-' || i, (select min(id) from users) + i % 200,
      'buyer@example.com', '{}'::jsonb, '{}'::jsonb, 'Jane Rider', '4242', '12/30', 'CA', 7250,
      5000, 363, 5363, now() - make_interval(days => i % 540)
    from generate_series(1, 2000) as i`);
  await db.execute(sql`
    insert into picture_downloads (day, pictures)
    select current_date - i, 1 + i % 40 from generate_series(0, 539) as i`);
  await db.execute(sql`analyze`);
}
