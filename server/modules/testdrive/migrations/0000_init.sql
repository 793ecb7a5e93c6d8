CREATE TABLE "test_drive_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" uuid NOT NULL,
	"scu_id" uuid NOT NULL,
	"title" varchar(100) NOT NULL,
	"icon" varchar(500),
	"instruction" text,
	"address" text,
	"map_link" text,
	"city" varchar(100),
	"state" varchar(100),
	"country" varchar(100),
	"latitude" double precision,
	"longitude" double precision,
	"contact_person_name" varchar(100),
	"contact_email" varchar(200),
	"office_no" varchar(20) NOT NULL,
	"mobile_no" varchar(10),
	"holidays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_drive_slot_days" (
	"slot_id" uuid NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "test_drive_slot_days_slot_id_date_pk" PRIMARY KEY("slot_id","date"),
	CONSTRAINT "test_drive_slot_days_booked_check" CHECK ("test_drive_slot_days"."booked" >= 0 AND "test_drive_slot_days"."booked" <= "test_drive_slot_days"."capacity")
);
--> statement-breakpoint
CREATE TABLE "test_drive_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"config_id" uuid NOT NULL,
	"day" smallint NOT NULL,
	"start_min" smallint NOT NULL,
	"end_min" smallint NOT NULL,
	"capacity" integer NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_drive_slots_day_check" CHECK ("test_drive_slots"."day" BETWEEN 0 AND 6),
	CONSTRAINT "test_drive_slots_time_check" CHECK ("test_drive_slots"."start_min" >= 0 AND "test_drive_slots"."start_min" < "test_drive_slots"."end_min" AND "test_drive_slots"."end_min" <= 1410),
	CONSTRAINT "test_drive_slots_capacity_check" CHECK ("test_drive_slots"."capacity" BETWEEN 1 AND 366)
);
--> statement-breakpoint
CREATE TABLE "test_drives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"config_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"scu_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"slot_no" smallint NOT NULL,
	"start_at" varchar(5) NOT NULL,
	"end_at" varchar(5) NOT NULL,
	"booking_date" timestamp with time zone NOT NULL,
	"reschedule_date" timestamp with time zone,
	"remarks" text,
	"status" varchar(12) DEFAULT 'booked' NOT NULL,
	"customer_id" uuid NOT NULL,
	"customer_fname" varchar(100) NOT NULL,
	"customer_lname" varchar(100),
	"customer_mobile_no" varchar(10) NOT NULL,
	"vehicle_model_id" uuid,
	"worker_id" uuid,
	"franchise_id" uuid,
	"feedback_rating" smallint,
	"feedback_text" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_drives_rating_check" CHECK ("test_drives"."feedback_rating" IS NULL OR "test_drives"."feedback_rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "test_drive_configs" ADD CONSTRAINT "test_drive_configs_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_configs" ADD CONSTRAINT "test_drive_configs_scu_id_service_centres_id_fk" FOREIGN KEY ("scu_id") REFERENCES "public"."service_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_slot_days" ADD CONSTRAINT "test_drive_slot_days_slot_id_test_drive_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."test_drive_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_slots" ADD CONSTRAINT "test_drive_slots_config_id_test_drive_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."test_drive_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_config_id_test_drive_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."test_drive_configs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_scu_id_service_centres_id_fk" FOREIGN KEY ("scu_id") REFERENCES "public"."service_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_slot_id_test_drive_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."test_drive_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drives" ADD CONSTRAINT "test_drives_franchise_id_users_id_fk" FOREIGN KEY ("franchise_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_drive_configs_branch_active_idx" ON "test_drive_configs" USING btree ("branch_id") WHERE "test_drive_configs"."active";--> statement-breakpoint
CREATE INDEX "test_drive_configs_created_idx" ON "test_drive_configs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "test_drive_configs_updated_idx" ON "test_drive_configs" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "test_drive_configs_title_idx" ON "test_drive_configs" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "test_drive_configs_scu_idx" ON "test_drive_configs" USING btree ("scu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_drive_slots_config_day_start_idx" ON "test_drive_slots" USING btree ("config_id","day","start_min") WHERE "test_drive_slots"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "test_drives_created_idx" ON "test_drives" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "test_drives_updated_idx" ON "test_drives" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "test_drives_date_idx" ON "test_drives" USING btree ("booking_date","id");--> statement-breakpoint
CREATE INDEX "test_drives_slot_date_idx" ON "test_drives" USING btree ("slot_id","booking_date");--> statement-breakpoint
CREATE INDEX "test_drives_scu_idx" ON "test_drives" USING btree ("scu_id");--> statement-breakpoint
CREATE INDEX "test_drives_branch_idx" ON "test_drives" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "test_drives_worker_idx" ON "test_drives" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "test_drives_franchise_idx" ON "test_drives" USING btree ("franchise_id");--> statement-breakpoint
CREATE INDEX "test_drives_mobile_idx" ON "test_drives" USING btree ("customer_mobile_no");