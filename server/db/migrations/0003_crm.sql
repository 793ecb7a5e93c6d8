CREATE TABLE "lead_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"requested_by_id" uuid,
	"agent_number" varchar(10) NOT NULL,
	"customer_number" varchar(10) NOT NULL,
	"provider" varchar(10) NOT NULL,
	"provider_call_id" varchar(100),
	"status" varchar(20) NOT NULL,
	"duration" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_followups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"executive_id" uuid NOT NULL,
	"follow_up_date" timestamp with time zone NOT NULL,
	"remark" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fname" varchar(100) NOT NULL,
	"lname" varchar(100),
	"mobile_no" varchar(10) NOT NULL,
	"email" varchar(200),
	"city" varchar(100),
	"marketing_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"call_status" varchar(12) DEFAULT 'new_lead' NOT NULL,
	"assigned_to_id" uuid,
	"last_duration" integer,
	"last_call_outcome" varchar(20),
	"last_call_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_call_status_check" CHECK ("leads"."call_status" in ('new_lead', 'existed', 'converted'))
);
--> statement-breakpoint
ALTER TABLE "lead_calls" ADD CONSTRAINT "lead_calls_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_calls" ADD CONSTRAINT "lead_calls_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_followups" ADD CONSTRAINT "lead_followups_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_followups" ADD CONSTRAINT "lead_followups_executive_id_users_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_calls_lead_idx" ON "lead_calls" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_calls_provider_idx" ON "lead_calls" USING btree ("provider","provider_call_id");--> statement-breakpoint
CREATE INDEX "lead_followups_lead_idx" ON "lead_followups" USING btree ("lead_id","follow_up_date");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_mobile_idx" ON "leads" USING btree ("mobile_no");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_updated_idx" ON "leads" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_fname_idx" ON "leads" USING btree ("fname","id");--> statement-breakpoint
CREATE INDEX "leads_assigned_idx" ON "leads" USING btree ("assigned_to_id");--> statement-breakpoint
CREATE INDEX "leads_search_trgm_idx" ON "leads" USING gin (("fname" || ' ' || coalesce("lname", '') || E'\x1f' || coalesce("email", '') || E'\x1f' || coalesce("city", '')) gin_trgm_ops);