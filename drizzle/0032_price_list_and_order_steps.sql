CREATE TABLE "order_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"carrier" text,
	"tracking" text,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_changes_status" CHECK ("order_status_changes"."status" in ('in-production', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "order_status_changes_shipped" CHECK ("order_status_changes"."status" <> 'shipped' or ("order_status_changes"."carrier" is not null and "order_status_changes"."tracking" is not null)),
	CONSTRAINT "order_status_changes_cancelled" CHECK ("order_status_changes"."status" <> 'cancelled' or "order_status_changes"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "price_list_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"size" text,
	"price_cents" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_products_price_positive" CHECK ("price_list_products"."price_cents" > 0),
	CONSTRAINT "price_list_products_kind" CHECK ("price_list_products"."kind" in ('print', 'wall-art', 'download'))
);
--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_changes_order_id_idx" ON "order_status_changes" USING btree ("order_id","id");