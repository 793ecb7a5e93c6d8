CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"customer_id" uuid NOT NULL,
	"vehicle_no" varchar(20),
	"scu_id" uuid NOT NULL,
	"branch_id" uuid,
	"requested_day" timestamp with time zone NOT NULL,
	"slot" varchar(10) NOT NULL,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"pickup" boolean DEFAULT false NOT NULL,
	"pickup_address" varchar(300),
	"status" varchar(12) DEFAULT 'requested' NOT NULL,
	"assignee_id" uuid,
	"estimate" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bill" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remarks" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_scu_id_service_centres_id_fk" FOREIGN KEY ("scu_id") REFERENCES "public"."service_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_requests_created_idx" ON "service_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_updated_idx" ON "service_requests" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "service_requests_day_idx" ON "service_requests" USING btree ("requested_day","id");--> statement-breakpoint
CREATE INDEX "service_requests_scu_idx" ON "service_requests" USING btree ("scu_id");--> statement-breakpoint
CREATE INDEX "service_requests_assignee_idx" ON "service_requests" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "service_requests_customer_idx" ON "service_requests" USING btree ("customer_id");