ALTER TABLE "bookings" ADD COLUMN "kit_fitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kit_fitted_by_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kit_fitted_scu_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kit_product_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "battery_product_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kit_fitted_by_id_users_id_fk" FOREIGN KEY ("kit_fitted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kit_fitted_scu_id_service_centres_id_fk" FOREIGN KEY ("kit_fitted_scu_id") REFERENCES "public"."service_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kit_product_id_products_id_fk" FOREIGN KEY ("kit_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_battery_product_id_products_id_fk" FOREIGN KEY ("battery_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kit_fitting_check" CHECK ("bookings"."kit_fitted_at" IS NULL OR ("bookings"."kit_fitted_scu_id" IS NOT NULL AND "bookings"."kit_product_id" IS NOT NULL));