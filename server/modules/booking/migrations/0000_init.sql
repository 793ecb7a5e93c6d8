CREATE SEQUENCE "public"."booking_order_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_rto_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" timestamp with time zone NOT NULL,
	"remark" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_rto_payments_amount_check" CHECK ("booking_rto_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" varchar(24) NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_fname" varchar(100) NOT NULL,
	"customer_lname" varchar(100),
	"customer_name" varchar(201) NOT NULL,
	"customer_mobile_no" varchar(10) NOT NULL,
	"customer_email" varchar(200),
	"vehicle_model_id" uuid,
	"franchise_id" uuid,
	"scu_id" uuid,
	"kit_selected" boolean DEFAULT true NOT NULL,
	"battery_selected" boolean DEFAULT true NOT NULL,
	"kit_number" varchar(50),
	"battery_no" varchar(50),
	"booking_date" timestamp with time zone NOT NULL,
	"expected_delivery" timestamp with time zone,
	"status" varchar(12) DEFAULT 'booked' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"additional_discount" bigint DEFAULT 0 NOT NULL,
	"tax_basis_points" integer DEFAULT 0 NOT NULL,
	"billable_price" bigint DEFAULT 0 NOT NULL,
	"tax_amount" bigint DEFAULT 0 NOT NULL,
	"billed_amount" bigint DEFAULT 0 NOT NULL,
	"booking_fee" bigint DEFAULT 0 NOT NULL,
	"booking_total_amount" bigint DEFAULT 0 NOT NULL,
	"booking_customer_paid" bigint DEFAULT 0 NOT NULL,
	"booking_balance" bigint DEFAULT 0 NOT NULL,
	"remaining_amount" bigint DEFAULT 0 NOT NULL,
	"payment_mode" varchar(20),
	"payment_ref_id" varchar(100),
	"payment_done" boolean DEFAULT false NOT NULL,
	"payment_status" varchar(10),
	"loan_required" boolean DEFAULT false NOT NULL,
	"loan_approved" boolean DEFAULT false NOT NULL,
	"loan_amount" bigint DEFAULT 0 NOT NULL,
	"loan_provider" varchar(100),
	"loan_ref_id" varchar(100),
	"pan_number" varchar(10),
	"aadhaar_number" varchar(12),
	"insurance_company" varchar(100),
	"insurance_from" timestamp with time zone,
	"insurance_till" timestamp with time zone,
	"insurance_type" varchar(20),
	"fc_valid_till" timestamp with time zone,
	"rto_status" varchar(20) DEFAULT 'not_applied' NOT NULL,
	"registration_no" varchar(20),
	"chassis_no" varchar(30),
	"rto_total_amount" bigint DEFAULT 0 NOT NULL,
	"rto_amount_paid" bigint DEFAULT 0 NOT NULL,
	"rto_balance" bigint DEFAULT 0 NOT NULL,
	"rto_settlement_done" boolean DEFAULT false NOT NULL,
	"rc_received_from_rto" timestamp with time zone,
	"rc_delivered_to_customer" timestamp with time zone,
	"address" text,
	"landmark" varchar(200),
	"city" varchar(100),
	"state" varchar(100),
	"country" varchar(100),
	"pincode" varchar(6),
	"estimate_url" text,
	"remark" text,
	"excel_uploaded" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_money_check" CHECK ("bookings"."price" >= 0 AND "bookings"."billable_price" >= 0 AND "bookings"."remaining_amount" >= 0),
	CONSTRAINT "bookings_rto_check" CHECK ("bookings"."rto_amount_paid" >= 0 AND "bookings"."rto_amount_paid" <= "bookings"."rto_total_amount" AND "bookings"."rto_balance" = "bookings"."rto_total_amount" - "bookings"."rto_amount_paid"),
	CONSTRAINT "bookings_rc_check" CHECK ("bookings"."rc_delivered_to_customer" IS NULL OR "bookings"."rc_received_from_rto" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "booking_rto_payments" ADD CONSTRAINT "booking_rto_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_franchise_id_users_id_fk" FOREIGN KEY ("franchise_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_scu_id_service_centres_id_fk" FOREIGN KEY ("scu_id") REFERENCES "public"."service_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_rto_payments_booking_idx" ON "booking_rto_payments" USING btree ("booking_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_order_id_idx" ON "bookings" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_kit_active_idx" ON "bookings" USING btree ("kit_number") WHERE "bookings"."active" AND "bookings"."kit_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_updated_idx" ON "bookings" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "bookings_date_idx" ON "bookings" USING btree ("booking_date","id");--> statement-breakpoint
CREATE INDEX "bookings_customer_name_idx" ON "bookings" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "bookings_total_idx" ON "bookings" USING btree ("booking_total_amount","id");--> statement-breakpoint
CREATE INDEX "bookings_remaining_idx" ON "bookings" USING btree ("remaining_amount","id");--> statement-breakpoint
CREATE INDEX "bookings_rto_balance_idx" ON "bookings" USING btree ("rto_balance","id");--> statement-breakpoint
CREATE INDEX "bookings_franchise_idx" ON "bookings" USING btree ("franchise_id");--> statement-breakpoint
CREATE INDEX "bookings_scu_idx" ON "bookings" USING btree ("scu_id");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "bookings_mobile_idx" ON "bookings" USING btree ("customer_mobile_no");--> statement-breakpoint
CREATE INDEX "bookings_search_trgm_idx" ON "bookings" USING gin (("order_id" || E'\x1f' || "customer_name" || E'\x1f' || coalesce("registration_no", '') || E'\x1f' || coalesce("chassis_no", '') || E'\x1f' || coalesce("kit_number", '')) gin_trgm_ops);