CREATE TABLE "cart_picture_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"picture_id" uuid NOT NULL,
	"price_list_product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"crop_note" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_picture_lines_quantity_range" CHECK ("cart_picture_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_list_product_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "picture_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "gallery_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "picture_file_name" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "crop_note" text;--> statement-breakpoint
ALTER TABLE "cart_picture_lines" ADD CONSTRAINT "cart_picture_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_picture_lines" ADD CONSTRAINT "cart_picture_lines_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_picture_lines" ADD CONSTRAINT "cart_picture_lines_price_list_product_id_price_list_products_id_fk" FOREIGN KEY ("price_list_product_id") REFERENCES "public"."price_list_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_picture_lines_line_idx" ON "cart_picture_lines" USING btree ("user_id","picture_id","price_list_product_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_list_product_id_price_list_products_id_fk" FOREIGN KEY ("price_list_product_id") REFERENCES "public"."price_list_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_picture_id_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."pictures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;