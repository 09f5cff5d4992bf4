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
