import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../server/db/client'
import { migrationsBefore, rawDatabases, type RawDatabase } from './support/raw-migrations'

const file = (bucket: string, n: number) => ({
  bucket,
  name: `${n.toString(16).padStart(32, '0')}.png`,
  url: `/api/admin/local/file/${bucket}/${n.toString(16).padStart(32, '0')}.png`,
})

/**
 * SECURITY.md item 28, for files stored before the files table: the migration gives every file a record references to
 * that record (public for a published, active advertisement), takes uploaders from the audit log, and keeps uploads no
 * record references as their uploader's.
 */
describe.each(rawDatabases('files_migration'))('the files migration on $name', ({ open }) => {
  let db: RawDatabase
  let oldMigrations: string
  beforeAll(async () => {
    db = await open()
    oldMigrations = migrationsBefore('0006_files')
  })
  afterAll(async () => {
    await db?.close()
    fs.rmSync(oldMigrations, { recursive: true, force: true })
  })

  it('backfills ownership from the existing columns and uploaders from the audit log', async () => {
    await db.migrate(oldMigrations)
    const [admin] = await db.query<{ id: string }>(
      `INSERT INTO users (user_type, fname, mobile_no) VALUES ('admin', 'Up', '9100000001') RETURNING id`,
    )
    const licence = file('docs', 1)
    const [customer] = await db.query<{ id: string }>(
      `INSERT INTO users (user_type, fname, mobile_no, licence, profile_image) VALUES ('user', 'Doc', '9100000002', $1, 'https://example.com/me.png') RETURNING id`,
      [licence.url],
    )
    const [image, resolution] = [file('images', 2), file('images', 3)]
    const [enquiry] = await db.query<{ id: string }>(
      `INSERT INTO enquiries (fname, mobile_no, enquiry_type, ticket_no, attachment, resolved_attachment)
       VALUES ('Enq', '9100000003', 'testRide', 'M-1', ARRAY[$1], ARRAY[$2]) RETURNING id`,
      [image.url, resolution.url],
    )
    const [banner, listMedia, video] = [file('logo', 4), file('logo', 5), file('videos', 6)]
    const [published] = await db.query<{ id: string }>(
      `INSERT INTO advertisements (title, ad_position, type_of_link, image_url, images, advertisement_list, start_at, end_at, published)
       VALUES ('Pub', 'top', 'banner', $1::text, ARRAY[$1::text], $2::jsonb, now(), now() + interval '1 day', true) RETURNING id`,
      [banner.url, JSON.stringify([{ mediaUrl: listMedia.url }, { mediaUrl: 'https://example.com/x.jpg' }])],
    )
    const [draft] = await db.query<{ id: string }>(
      `INSERT INTO advertisements (title, ad_position, type_of_link, video_link, start_at, end_at, published)
       VALUES ('Draft', 'top', 'banner', $1, now(), now() + interval '1 day', false) RETURNING id`,
      [video.url],
    )
    const unreferenced = file('images', 7)
    for (const f of [licence, image, unreferenced]) {
      await db.query(
        `INSERT INTO audit_log (at, actor_id, action, entity, record_id, changes, source) VALUES ('2026-05-01T10:00:00Z', $1, 'upload', 'file', $2, $3::jsonb, 'pointer')`,
        [admin!.id, f.name, JSON.stringify({ bucket: f.bucket, name: f.name })],
      )
    }

    await db.migrate(migrationsFolder())
    const rows = await db.query<{
      bucket: string
      name: string
      owner_entity: string | null
      owner_id: string | null
      public: boolean
      uploaded_by_id: string | null
    }>('SELECT bucket, name, owner_entity, owner_id, public, uploaded_by_id FROM files ORDER BY name')
    const row = (f: { name: string }) => rows.find((r) => r.name === f.name)
    expect(rows).toHaveLength(7)
    expect(row(licence)).toMatchObject({
      bucket: 'docs',
      owner_entity: 'user',
      owner_id: customer!.id,
      public: false,
      uploaded_by_id: admin!.id,
    })
    expect(row(image)).toMatchObject({ owner_entity: 'enquiry', owner_id: enquiry!.id, public: false, uploaded_by_id: admin!.id })
    expect(row(resolution)).toMatchObject({ owner_entity: 'enquiry', owner_id: enquiry!.id, uploaded_by_id: null })
    expect(row(banner)).toMatchObject({ bucket: 'logo', owner_entity: 'advertisement', owner_id: published!.id, public: true })
    expect(row(listMedia)).toMatchObject({ owner_entity: 'advertisement', owner_id: published!.id, public: true })
    expect(row(video)).toMatchObject({ bucket: 'videos', owner_entity: 'advertisement', owner_id: draft!.id, public: false })
    expect(row(unreferenced)).toMatchObject({ owner_entity: null, owner_id: null, public: false, uploaded_by_id: admin!.id })
  })
})
