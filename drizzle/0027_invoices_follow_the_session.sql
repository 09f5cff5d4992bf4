ALTER TABLE "invoices" ADD COLUMN "balance_days_before" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_session_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "settlement" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_cents" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refunded_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_settlement" CHECK (("invoices"."settlement" is null and "invoices"."settled_at" is null and "invoices"."refund_cents" is null)
        or ("invoices"."settlement" = 'fee' and "invoices"."settled_at" is not null and "invoices"."refund_cents" is null)
        or ("invoices"."settlement" = 'refund' and "invoices"."settled_at" is not null and "invoices"."refund_cents" > 0
          and "invoices"."refund_method" is not null and "invoices"."refunded_on" is not null));--> statement-breakpoint
-- The balance was counted from the session when its day is after the deposit's (the day it was sent): keep that count.
UPDATE "invoices" SET "balance_days_before" = "bookings"."date_scheduled" - "invoices"."balance_due_on"
  FROM "bookings"
  WHERE "bookings"."id" = "invoices"."booking_id" AND "bookings"."date_scheduled" IS NOT NULL
    AND "invoices"."balance_due_on" > "invoices"."deposit_due_on" AND "bookings"."date_scheduled" >= "invoices"."balance_due_on";--> statement-breakpoint
-- An invoice of a session cancelled before this rule is cancelled with it, and its reminders with it.
UPDATE "invoices" SET "cancelled_session_on" = "bookings"."cancelled_date"
  FROM "bookings"
  WHERE "bookings"."id" = "invoices"."booking_id" AND "bookings"."date_scheduled" IS NULL
    AND "bookings"."cancelled_date" IS NOT NULL AND "invoices"."voided_at" IS NULL;--> statement-breakpoint
UPDATE "scheduled_messages" SET "state" = 'cancelled', "cancel_reason" = 'session cancelled'
  FROM "invoices"
  WHERE "invoices"."id" = "scheduled_messages"."invoice_id" AND "invoices"."cancelled_session_on" IS NOT NULL
    AND "scheduled_messages"."state" = 'scheduled';
