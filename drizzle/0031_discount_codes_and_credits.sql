CREATE TABLE "gallery_credit_downloads" (
	"gallery_id" uuid NOT NULL,
	"picture_id" uuid NOT NULL,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_credit_downloads_gallery_id_picture_id_pk" PRIMARY KEY("gallery_id","picture_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_download_credits" (
	"gallery_id" uuid PRIMARY KEY NOT NULL,
	"credits_left" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gallery_download_credits_not_negative" CHECK ("gallery_download_credits"."credits_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "discount_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"once_user_id" integer,
	"discount_cents" integer NOT NULL,
	CONSTRAINT "discount_code_uses_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "discount_code_uses_once" UNIQUE("code_id","once_user_id")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_cents" integer DEFAULT 0 NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"total_uses" integer,
	"once_per_client" boolean DEFAULT false NOT NULL,
	"gallery_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_value" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."value" between 1 and 100) or ("discount_codes"."kind" = 'amount' and "discount_codes"."value" > 0)),
	CONSTRAINT "discount_codes_min_order" CHECK ("discount_codes"."min_order_cents" >= 0),
	CONSTRAINT "discount_codes_total_uses" CHECK ("discount_codes"."total_uses" is null or "discount_codes"."total_uses" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_credit_downloads" ADD CONSTRAINT "gallery_credit_downloads_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_credit_downloads" ADD CONSTRAINT "gallery_credit_downloads_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_download_credits" ADD CONSTRAINT "gallery_download_credits_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_code_uses_code_idx" ON "discount_code_uses" USING btree ("code_id");