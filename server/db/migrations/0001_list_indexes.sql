DROP INDEX "users_created_idx";--> statement-breakpoint
DROP INDEX "users_type_idx";--> statement-breakpoint
CREATE INDEX "users_updated_idx" ON "users" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "users_fname_idx" ON "users" USING btree ("fname","id");--> statement-breakpoint
CREATE INDEX "users_lname_idx" ON "users" USING btree ("lname","id");--> statement-breakpoint
CREATE INDEX "users_vehicle_no_idx" ON "users" USING btree ("vehicle_no","id");--> statement-breakpoint
CREATE INDEX "users_odometer_idx" ON "users" USING btree ("odometer","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("fname" || ' ' || coalesce("lname", '') || E'\x1f' || coalesce("vehicle_no", '') || E'\x1f' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_branch_idx" ON "users" USING btree ("branch_id") WHERE "users"."branch_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("user_type","id");