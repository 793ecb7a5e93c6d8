CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fname" varchar(100) NOT NULL,
	"lname" varchar(100),
	"mobile_no" varchar(10) NOT NULL,
	"email" varchar(200),
	"city" varchar(100),
	"enquiry_type" varchar(100) NOT NULL,
	"ticket_no" varchar(40) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"content" text,
	"attachment" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"user_id" uuid,
	"resolver_fname" varchar(100),
	"resolved_remark" text,
	"resolved_attachment" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_status_check" CHECK ("enquiries"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "notification_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"subject" varchar(200),
	"body" text NOT NULL,
	"notification_type" varchar(40) DEFAULT 'normal' NOT NULL,
	"audience" varchar(10) NOT NULL,
	"user_id" uuid,
	"recipients" integer DEFAULT 0 NOT NULL,
	"resent_from_id" uuid,
	"created_by_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_resent_from_id_notification_sends_id_fk" FOREIGN KEY ("resent_from_id") REFERENCES "public"."notification_sends"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_ticket_idx" ON "enquiries" USING btree ("ticket_no");--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_updated_idx" ON "enquiries" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_fname_idx" ON "enquiries" USING btree ("fname","id");--> statement-breakpoint
CREATE INDEX "enquiries_search_trgm_idx" ON "enquiries" USING gin (("fname" || ' ' || coalesce("lname", '') || E'\x1f' || coalesce("email", '') || E'\x1f' || coalesce("city", '') || E'\x1f' || "ticket_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notification_sends_created_idx" ON "notification_sends" USING btree ("created_at","id");