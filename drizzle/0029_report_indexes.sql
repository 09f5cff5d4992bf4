CREATE INDEX "bookings_date_booked_idx" ON "bookings" USING btree ("date_booked");--> statement-breakpoint
CREATE INDEX "galleries_opened_at_idx" ON "galleries" USING btree ("opened_at");--> statement-breakpoint
CREATE INDEX "galleries_selection_sent_at_idx" ON "galleries" USING btree ("selection_sent_at");--> statement-breakpoint
CREATE INDEX "booking_history_what_at" ON "booking_history" USING btree ("what","at");--> statement-breakpoint
CREATE INDEX "invoice_payments_paid_on_idx" ON "invoice_payments" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");