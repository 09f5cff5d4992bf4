CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"location" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"session" text NOT NULL,
	"hear_about" text,
	"approved" boolean DEFAULT false NOT NULL,
	"contacted" boolean DEFAULT false NOT NULL,
	"date_booked" date NOT NULL,
	"date_scheduled" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"txt" text NOT NULL,
	"img" text NOT NULL,
	"alt" text NOT NULL,
	"price" text[] NOT NULL,
	"session" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "upcoming_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"place" text NOT NULL,
	"dates" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "upcoming_events_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "mail_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"file_path" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bookings_date_scheduled_idx" ON "bookings" USING btree ("date_scheduled");