ALTER TABLE "wa_conversations" ADD COLUMN "last_kind" varchar(20);--> statement-breakpoint
ALTER TABLE "wa_messages" ADD COLUMN "kind" varchar(20) DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "wa_messages" ADD COLUMN "reaction" varchar(64);--> statement-breakpoint
ALTER TABLE "wa_messages" ADD CONSTRAINT "wa_messages_kind_check" CHECK (kind in ('text', 'image', 'video', 'audio', 'document', 'sticker', 'location', 'contacts', 'interactive', 'button', 'order', 'system', 'unsupported'));