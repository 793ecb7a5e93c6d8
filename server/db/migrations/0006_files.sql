CREATE TABLE "files" (
	"bucket" varchar(10) NOT NULL,
	"name" varchar(64) NOT NULL,
	"uploaded_by_id" uuid,
	"owner_entity" varchar(20),
	"owner_id" uuid,
	"public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_bucket_name_pk" PRIMARY KEY("bucket","name"),
	CONSTRAINT "files_owner_check" CHECK (("files"."owner_entity" is null) = ("files"."owner_id" is null))
);
--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_entity","owner_id");--> statement-breakpoint
-- Backfill (SECURITY.md item 28): a stored file that a record references belongs to that record (a file referenced
-- twice goes to a private owner first); an advertisement's media is public while the advertisement is published and
-- active.
INSERT INTO "files" ("bucket", "name", "owner_entity", "owner_id", "public")
SELECT DISTINCT ON (split_part(r.url, '/', 6), split_part(r.url, '/', 7))
	split_part(r.url, '/', 6), split_part(r.url, '/', 7), r.entity, r.id, r.public
FROM (
	SELECT 'user' AS entity, u.id, false AS public, x.url
	FROM "users" u CROSS JOIN LATERAL unnest(ARRAY[u.profile_image, u.licence, u.insurance, u.rc]) AS x(url)
	UNION ALL
	SELECT 'enquiry', e.id, false, x.url
	FROM "enquiries" e CROSS JOIN LATERAL unnest(e.attachment || e.resolved_attachment) AS x(url)
	UNION ALL
	SELECT 'advertisement', a.id, a.published AND a.active, x.url
	FROM "advertisements" a CROSS JOIN LATERAL unnest(
		ARRAY[a.image_url::text, a.video_link::text] || a.images
			|| ARRAY(SELECT i->>'mediaUrl' FROM jsonb_array_elements(a.advertisement_list) AS i)
	) AS x(url)
) r
WHERE r.url ~ '^/api/admin/local/file/(docs|images|logo|videos)/[0-9a-f]{32}\.(png|jpg|mp4|webm)$'
ORDER BY split_part(r.url, '/', 6), split_part(r.url, '/', 7), r.public, r.entity
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Who uploaded them and when, from the audit log's upload rows.
UPDATE "files" f SET "uploaded_by_id" = a.actor_id, "created_at" = a.at
FROM "audit_log" a
WHERE a.action = 'upload' AND a.entity = 'file' AND a.record_id = f.name AND a.changes->>'bucket' = f.bucket;
--> statement-breakpoint
-- Uploads no record references yet stay unclaimed: readable by their uploader only.
INSERT INTO "files" ("bucket", "name", "uploaded_by_id", "created_at")
SELECT a.changes->>'bucket', a.record_id, a.actor_id, a.at
FROM "audit_log" a
WHERE a.action = 'upload' AND a.entity = 'file'
	AND a.changes->>'bucket' IN ('docs', 'images', 'logo', 'videos')
	AND a.record_id ~ '^[0-9a-f]{32}\.(png|jpg|mp4|webm)$'
ON CONFLICT DO NOTHING;
