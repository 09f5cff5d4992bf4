CREATE TABLE "reminder_switches" (
	"kind" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"purpose" text NOT NULL,
	"recipient" text NOT NULL,
	"booking_id" integer,
	"gallery_id" uuid,
	"about_date" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_messages_state" CHECK ("scheduled_messages"."state" in ('scheduled', 'sent', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_messages_due" ON "scheduled_messages" USING btree ("due_at") WHERE "scheduled_messages"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "scheduled_messages_booking" ON "scheduled_messages" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "scheduled_messages_gallery" ON "scheduled_messages" USING btree ("gallery_id");