CREATE TABLE "wa_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wa_number" varchar(15) NOT NULL,
	"mobile_no" varchar(10) NOT NULL,
	"contact_name" varchar(200),
	"user_id" uuid,
	"lead_id" uuid,
	"assigned_to_id" uuid,
	"last_message_at" timestamp with time zone,
	"last_inbound_at" timestamp with time zone,
	"last_text" varchar(200),
	"unread" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wa_conversations_unread_check" CHECK ("wa_conversations"."unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wa_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"direction" varchar(3) NOT NULL,
	"type" varchar(10) NOT NULL,
	"body" text NOT NULL,
	"template_name" varchar(100),
	"provider_message_id" varchar(200) NOT NULL,
	"status" varchar(10) NOT NULL,
	"sent_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone,
	CONSTRAINT "wa_messages_direction_check" CHECK ("wa_messages"."direction" in ('in', 'out')),
	CONSTRAINT "wa_messages_type_check" CHECK ("wa_messages"."type" in ('text', 'template'))
);
--> statement-breakpoint
ALTER TABLE "wa_conversations" ADD CONSTRAINT "wa_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_conversations" ADD CONSTRAINT "wa_conversations_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_messages" ADD CONSTRAINT "wa_messages_conversation_id_wa_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."wa_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wa_messages" ADD CONSTRAINT "wa_messages_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wa_conversations_number_idx" ON "wa_conversations" USING btree ("wa_number");--> statement-breakpoint
CREATE INDEX "wa_conversations_last_idx" ON "wa_conversations" USING btree ("last_message_at","id");--> statement-breakpoint
CREATE INDEX "wa_conversations_mobile_idx" ON "wa_conversations" USING btree ("mobile_no");--> statement-breakpoint
CREATE INDEX "wa_conversations_assigned_idx" ON "wa_conversations" USING btree ("assigned_to_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wa_messages_provider_idx" ON "wa_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "wa_messages_thread_idx" ON "wa_messages" USING btree ("conversation_id","created_at","id");