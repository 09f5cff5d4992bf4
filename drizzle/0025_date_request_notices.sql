ALTER TABLE "date_requests" ADD COLUMN "notices_day" date;--> statement-breakpoint
ALTER TABLE "date_requests" ADD COLUMN "notices_sent" integer DEFAULT 0 NOT NULL;