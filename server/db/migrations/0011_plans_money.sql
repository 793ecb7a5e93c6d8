ALTER TABLE "plans" ALTER COLUMN "discount_percent" SET DATA TYPE numeric(5, 2) USING round("discount_percent"::numeric, 2);--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "discount_percent" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "valid_till" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "price_paise" bigint;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "tax_percent" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "tax_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "total_paise" bigint;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "replaces_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "vehicle_no" varchar(20);--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "recharge_km" integer;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "plan_total_paise" bigint;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "plan_discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "coupon_discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "amount_paise" bigint;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "coupon_code" varchar(15);--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_replaces_plan_id_plans_id_fk" FOREIGN KEY ("replaces_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recharges_created_idx" ON "recharges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recharges_plan_idx" ON "recharges" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_payment_ref_unique" ON "recharges" USING btree ("payment_ref_id") WHERE "recharges"."payment_ref_id" IS NOT NULL;--> statement-breakpoint
-- Money to exact paise, keeping every value: rupees (double precision) times 100, rounded to the paisa.
UPDATE "plans" SET "price_paise" = round("price"::numeric * 100)::bigint, "total_paise" = round("price"::numeric * 100)::bigint;--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "price_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ALTER COLUMN "total_paise" SET NOT NULL;--> statement-breakpoint
-- A recharge keeps what it paid, and learns the plan's total and km it bought (the plan's price before this issue).
UPDATE "recharges" SET "amount_paise" = round("recharges"."amount"::numeric * 100)::bigint, "plan_total_paise" = round("plans"."price"::numeric * 100)::bigint, "plan_discount_paise" = GREATEST(0, round("plans"."price"::numeric * 100)::bigint - round("recharges"."amount"::numeric * 100)::bigint), "recharge_km" = "plans"."mileage" FROM "plans" WHERE "plans"."id" = "recharges"."plan_id";--> statement-breakpoint
ALTER TABLE "recharges" ALTER COLUMN "amount_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "recharges" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_money_check" CHECK ("plans"."price_paise" >= 0 AND "plans"."tax_paise" >= 0 AND "plans"."total_paise" = "plans"."price_paise" + "plans"."tax_paise");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_range_check" CHECK ("plans"."mileage" > 0 AND "plans"."days" > 0);--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_money_check" CHECK ("recharges"."amount_paise" >= 0 AND "recharges"."plan_discount_paise" >= 0 AND "recharges"."coupon_discount_paise" >= 0);