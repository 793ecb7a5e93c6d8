CREATE TABLE "coupon_eligible_users" (
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "coupon_eligible_users_coupon_id_user_id_pk" PRIMARY KEY("coupon_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ref_type" varchar(12) NOT NULL,
	"ref_id" uuid NOT NULL,
	"bill_paise" bigint NOT NULL,
	"discount_paise" bigint NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_money_check" CHECK ("coupon_redemptions"."bill_paise" >= 0 AND "coupon_redemptions"."discount_paise" >= 0 AND "coupon_redemptions"."discount_paise" <= "coupon_redemptions"."bill_paise"),
	CONSTRAINT "coupon_redemptions_ref_check" CHECK ("coupon_redemptions"."ref_type" IN ('subscription', 'booking'))
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_uses_coupon_id_user_id_pk" PRIMARY KEY("coupon_id","user_id"),
	CONSTRAINT "coupon_uses_used_check" CHECK ("coupon_uses"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(15) NOT NULL,
	"title" varchar(100) NOT NULL,
	"coupon_type" varchar(8) NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"min_bill_paise" bigint DEFAULT 0 NOT NULL,
	"max_discount_paise" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"attempts_per_user" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_percent_check" CHECK ("coupons"."percent" > 0 AND "coupons"."percent" <= 100),
	CONSTRAINT "coupons_money_check" CHECK ("coupons"."min_bill_paise" >= 0 AND "coupons"."max_discount_paise" >= 0),
	CONSTRAINT "coupons_days_check" CHECK ("coupons"."start_at" < "coupons"."end_at"),
	CONSTRAINT "coupons_attempts_check" CHECK ("coupons"."attempts_per_user" >= 1),
	CONSTRAINT "coupons_type_check" CHECK ("coupons"."coupon_type" IN ('general', 'eligible'))
);
--> statement-breakpoint
ALTER TABLE "coupon_eligible_users" ADD CONSTRAINT "coupon_eligible_users_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_eligible_users" ADD CONSTRAINT "coupon_eligible_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_eligible_users_user_idx" ON "coupon_eligible_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_ref_idx" ON "coupon_redemptions" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "coupons_updated_idx" ON "coupons" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "coupons_end_idx" ON "coupons" USING btree ("end_at","id");