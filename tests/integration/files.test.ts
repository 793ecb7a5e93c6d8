import { createHash, createHmac, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MB } from '../../shared/api/files'
import { grant } from '../../shared/permissions'
import { auditLog, roles } from '../../server/db/schema'
import { STORED_FILE_CSP } from '../../server/modules/files/send-file'
import { MemoryStorage, storageFor } from '../../server/providers/storage'
import { amzDateOf, S3Storage, signV4 } from '../../server/providers/storage-s3'
import { jpegOf, pngChunk, pngOf } from '../support/images'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

const A = '/api/admin'
// Real images, made by the formats' rules: an upload is checked whole, not by its first bytes (issue 34).
const PNG = pngOf(3, 2)
const JPEG = jpegOf()
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(16)])
const URL_PATTERN = /^\/api\/admin\/local\/file\/(docs|images|logo|videos)\/[0-9a-f]{32}\.(png|jpg|mp4|webm)$/

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer }

function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----evtest${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const p of parts) {
    const file = 'data' in p
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file ? `; filename="${p.filename}"` : ''}\r\n` +
          (file ? `Content-Type: ${p.type}\r\n` : '') +
          '\r\n',
      ),
    )
    chunks.push(file ? p.data : Buffer.from(p.value))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

const attachment = (data: Buffer, filename = 'photo.png', type = 'image/png'): Part => ({ name: 'attachment', filename, type, data })
const bucketName = (value: string): Part => ({ name: 'bucketName', value })

async function upload(h: Harness, agent: Agent | null, parts: Part[] | { raw: string; contentType: string }) {
  const body = Array.isArray(parts) ? multipart(parts) : { payload: parts.raw, contentType: parts.contentType }
  const res = await h.app.inject({
    method: 'PUT',
    url: `${A}/local/file/upload`,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': body.contentType,
      ...(agent?.cookie ? { cookie: `sid=${agent.cookie}` } : {}),
    },
    payload: body.payload,
  })
  return { status: res.statusCode, body: res.json() as { responseCode: number; message?: string; attachmentUrl?: string[] } }
}

async function fetchBack(h: Harness, agent: Agent | null, url: string) {
  return h.app.inject({ method: 'GET', url, headers: agent?.cookie ? { cookie: `sid=${agent.cookie}` } : {} })
}

describe.each(oneDatabase)('file upload on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let store: MemoryStorage
  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    store = storageFor(h.app.deps) as MemoryStorage
    expect(store).toBeInstanceOf(MemoryStorage)
  })
  afterAll(() => h.close())

  it('stores a PNG under a generated name, audits it, and serves the same bytes back inline with nosniff', async () => {
    const r = await upload(h, admin, [bucketName('docs'), attachment(PNG, '../../licence.png')])
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.responseCode).toBe(109)
    const [url] = r.body.attachmentUrl!
    expect(url).toMatch(URL_PATTERN)
    expect(url).toMatch(/\/docs\/[0-9a-f]{32}\.png$/)
    expect(url).not.toContain('licence')
    const name = url!.split('/').pop()!
    const [row] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'upload'), eq(auditLog.recordId, name)))
    expect(row).toMatchObject({ entity: 'file', actorId: h.userIds.get(ACCOUNTS.superAdmin) })
    expect(row!.changes).toMatchObject({ bucket: 'docs', contentType: 'image/png', size: PNG.length })

    const back = await fetchBack(h, admin, url!)
    expect(back.statusCode).toBe(200)
    expect(back.rawPayload.equals(PNG)).toBe(true)
    expect(back.headers['content-type']).toBe('image/png')
    expect(back.headers['x-content-type-options']).toBe('nosniff')
    expect(back.headers['content-disposition']).toBe(`inline; filename="${name}"`)
    // Opened on its own, a stored file is a sandboxed document that may run nothing (issue 34).
    expect(back.headers['content-security-policy']).toBe(STORED_FILE_CSP)
    expect(String(back.headers['content-security-policy'])).toMatch(/^sandbox; default-src 'none'; img-src 'self'/)
    // No record has claimed it yet: only its uploader reads it (file-access.test.ts has the rules); nobody without a session.
    const support = await signIn(h, ACCOUNTS.support)
    expect((await fetchBack(h, support, url!)).statusCode).toBe(404)
    const anon = await fetchBack(h, null, url!)
    expect(anon.statusCode).toBe(401)
    expect(anon.json().responseCode).toBe(108)
  })

  it('recognises a JPEG by its bytes whatever its declared type and name, with the bucket after the file', async () => {
    const r = await upload(h, admin, [attachment(JPEG, 'scan.bin', 'application/octet-stream'), bucketName('images')])
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.attachmentUrl![0]).toMatch(/\/images\/[0-9a-f]{32}\.jpg$/)
    const back = await fetchBack(h, admin, r.body.attachmentUrl![0]!)
    expect(back.headers['content-type']).toBe('image/jpeg')
    expect(back.rawPayload.equals(JPEG)).toBe(true)
    expect(back.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f]{32}\.jpg"$/)
    expect(back.headers['content-security-policy']).toBe(STORED_FILE_CSP)
    expect(back.headers['x-content-type-options']).toBe('nosniff')
  })

  it("takes a JPEG with a camera's trailer after its end, as phones write them", async () => {
    const withTrailer = Buffer.concat([JPEG, Buffer.from('MakerNote trailer of a phone camera')])
    const r = await upload(h, admin, [bucketName('images'), attachment(withTrailer, 'phone.jpg', 'image/jpeg')])
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.attachmentUrl![0]).toMatch(/\.jpg$/)
  })

  it('refuses an image that is not whole and well formed: a PNG signature before HTML, a cut PNG or JPEG (issue 34)', async () => {
    const before = store.files.size
    const audits = (await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'upload'))).length
    const html = Buffer.from('<html><body><script>document.title = document.cookie</script></body></html>')
    const signature = PNG.subarray(0, 8)
    // A real IHDR, then the page: no IDAT, no IEND.
    const headerThenHtml = Buffer.concat([PNG.subarray(0, 8 + 25), html])
    const badCrc = Buffer.from(PNG)
    badCrc[8 + 21] = badCrc[8 + 21]! ^ 0xff
    const huge = Buffer.alloc(13)
    huge.writeUInt32BE(100_000, 0)
    huge.writeUInt32BE(100_000, 4)
    huge[8] = 8
    huge[9] = 2
    const hugePng = Buffer.concat([signature, pngChunk('IHDR', huge), PNG.subarray(8 + 25)])
    const cases: [string, Buffer][] = [
      ['PNG signature + HTML', Buffer.concat([signature, html])],
      ['PNG header + HTML', headerThenHtml],
      ['a PNG cut short', PNG.subarray(0, PNG.length - 6)],
      ['a PNG with HTML after its end', Buffer.concat([PNG, html])],
      ['a PNG whose IHDR CRC is wrong', badCrc],
      ['a PNG of 100,000 × 100,000 pixels', hugePng],
      ['JPEG start + HTML', Buffer.concat([JPEG.subarray(0, 4), html])],
      ['a JPEG cut short', JPEG.subarray(0, JPEG.length - 2)],
      ['a JPEG without its frame header', Buffer.concat([JPEG.subarray(0, 2), html, Buffer.from([0xff, 0xd9])])],
    ]
    for (const [what, bytes] of cases) {
      const r = await upload(h, admin, [bucketName('images'), attachment(bytes, 'photo.png', 'image/png')])
      expect(r.status, what).toBe(400)
      expect(r.body, what).toEqual({ responseCode: 110, message: 'Only PNG or JPEG images are allowed' })
    }
    expect(store.files.size).toBe(before)
    expect((await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'upload'))).length).toBe(audits)
  })

  it('refuses what is not a PNG or JPEG whatever it is called, and stores nothing', async () => {
    const before = store.files.size
    const cases: [Part, string][] = [
      [attachment(Buffer.from('just some text pretending'), 'photo.png', 'image/png'), 'Only PNG or JPEG images are allowed'],
      [
        attachment(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml'),
        'Only PNG or JPEG images are allowed',
      ],
      [attachment(MP4, 'clip.jpg', 'image/jpeg'), 'Only PNG or JPEG images are allowed'],
      [attachment(Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'short.png'), 'Only PNG or JPEG images are allowed'],
    ]
    for (const [part, message] of cases) {
      const r = await upload(h, admin, [bucketName('docs'), part])
      expect(r.status).toBe(400)
      expect(r.body).toMatchObject({ responseCode: 110, message })
    }
    expect(store.files.size).toBe(before)
  })

  it('takes exactly 3 MB and refuses one byte more with 413, leaving nothing behind', async () => {
    const exact = pngOf(3, 2, { padTo: 3 * MB })
    const ok = await upload(h, admin, [bucketName('docs'), attachment(exact)])
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const before = store.files.size
    const audits = (await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'upload'))).length
    for (const order of ['bucket first', 'file first']) {
      const over = Buffer.concat([exact, Buffer.from([0])])
      const parts = order === 'bucket first' ? [bucketName('docs'), attachment(over)] : [attachment(over), bucketName('docs')]
      const r = await upload(h, admin, parts)
      expect(r.status, order).toBe(413)
      expect(r.body).toEqual({ responseCode: 110, message: 'File size is too large, Max. file size is 3mb.' })
    }
    expect(store.files.size).toBe(before)
    expect((await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'upload'))).length).toBe(audits)
  })

  it('takes MP4 videos in videos only', async () => {
    const v = await upload(h, admin, [bucketName('videos'), attachment(MP4, 'clip.mp4', 'video/mp4')])
    expect(v.status, JSON.stringify(v.body)).toBe(200)
    expect(v.body.attachmentUrl![0]).toMatch(/\/videos\/[0-9a-f]{32}\.mp4$/)
    // Anything but an image is served as a download, sandboxed and nosniff all the same.
    const back = await fetchBack(h, admin, v.body.attachmentUrl![0]!)
    expect(back.headers['content-type']).toBe('video/mp4')
    expect(back.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f]{32}\.mp4"$/)
    expect(back.headers['content-security-policy']).toBe(STORED_FILE_CSP)
    expect(back.headers['x-content-type-options']).toBe('nosniff')
    const png = await upload(h, admin, [bucketName('videos'), attachment(PNG)])
    expect(png.body).toMatchObject({ responseCode: 110, message: 'Only MP4 or WebM videos are allowed' })
    const logo = await upload(h, admin, [bucketName('logo'), attachment(PNG)])
    expect(logo.status).toBe(200)
  })

  it('refuses a missing file, a missing or unknown bucket and a body that is not multipart with 110', async () => {
    const before = store.files.size
    const cases: (Part[] | { raw: string; contentType: string })[] = [
      [bucketName('docs')],
      [bucketName('docs'), attachment(Buffer.alloc(0))],
      [bucketName('docs'), { name: 'other', filename: 'a.png', type: 'image/png', data: PNG }],
      [attachment(PNG)],
      [bucketName('../docs'), attachment(PNG)],
      [bucketName('secrets'), attachment(PNG)],
      [],
      { raw: JSON.stringify({ bucketName: 'docs', attachment: 'iVBORw0KGgo=' }), contentType: 'application/json' },
      {
        raw: '--x\r\nContent-Disposition: form-data; name="attachment"; filename="a.png"\r\n\r\nabc',
        contentType: 'multipart/form-data; boundary=x',
      },
    ]
    for (const c of cases) {
      const r = await upload(h, admin, c)
      expect(r.status, JSON.stringify(c).slice(0, 200)).toBeGreaterThanOrEqual(400)
      expect(r.status).toBeLessThan(500)
      expect(r.body.responseCode).toBe(110)
    }
    // Two files in one request are refused too.
    const two = await upload(h, admin, [bucketName('docs'), attachment(PNG), attachment(JPEG, 'b.jpg', 'image/jpeg')])
    expect(two.body.responseCode).toBe(110)
    expect(store.files.size).toBe(before)
  })

  it('refuses uploads without a session (108) and from an account without any add or edit button (111)', async () => {
    const anon = await upload(h, null, [bucketName('docs'), attachment(PNG)])
    expect(anon.status).toBe(401)
    expect(anon.body.responseCode).toBe(108)
    const supportRole = h.roleIds.get('Support')!
    const [before] = await h.database.db.select({ permission: roles.permission }).from(roles).where(eq(roles.id, supportRole))
    await h.database.db
      .update(roles)
      .set({ permission: grant({ CRM: ['query', 'view'] }) })
      .where(eq(roles.id, supportRole))
    const reader = await signIn(h, ACCOUNTS.support)
    const r = await upload(h, reader, [bucketName('docs'), attachment(PNG)])
    expect(r.status).toBe(403)
    expect(r.body.responseCode).toBe(111)
    await h.database.db.update(roles).set({ permission: before!.permission }).where(eq(roles.id, supportRole))
    // Support holds CRM + edit again: allowed.
    expect((await upload(h, reader, [bucketName('docs'), attachment(PNG)])).status).toBe(200)
  })

  it('never serves a name the server did not generate: traversal and odd names are refused', async () => {
    const names = [
      `${A}/local/file/docs/..%2F..%2F..%2Fetc%2Fpasswd`,
      `${A}/local/file/docs/..%2Fimages%2F${'a'.repeat(32)}.png`,
      `${A}/local/file/..%2F..%2Fetc/${'a'.repeat(32)}.png`,
      `${A}/local/file/docs/${'A'.repeat(32)}.png`,
      `${A}/local/file/docs/${'a'.repeat(32)}.svg`,
      `${A}/local/file/docs/${'a'.repeat(32)}.png%00.txt`,
      `${A}/local/file/secrets/${'a'.repeat(32)}.png`,
    ]
    for (const url of names) {
      const r = await fetchBack(h, admin, url)
      expect(r.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(r.statusCode, url).toBeLessThan(500)
      expect(r.json().responseCode, url).toBeTypeOf('number')
      expect(r.headers['content-type']).toMatch(/application\/json/)
    }
    const missing = await fetchBack(h, admin, `${A}/local/file/docs/${'a'.repeat(32)}.png`)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().responseCode).toBe(123)
  })
})

describe('file storage on the local disk', () => {
  let h: Harness
  let dir: string
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-uploads-'))
    h = await startHarness(oneDatabase[0]!, { config: { DATA_DIR: dir } })
  })
  afterAll(async () => {
    await h.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('writes under DATA_DIR/uploads/<bucket>/ and leaves no file behind when refused', async () => {
    const admin = await signIn(h, ACCOUNTS.superAdmin)
    const r = await upload(h, admin, [bucketName('docs'), attachment(PNG)])
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const name = r.body.attachmentUrl![0]!.split('/').pop()!
    const docs = path.join(dir, 'uploads', 'docs')
    expect(fs.readdirSync(docs)).toEqual([name])
    expect(fs.readFileSync(path.join(docs, name)).equals(PNG)).toBe(true)
    const over = await upload(h, admin, [bucketName('docs'), attachment(Buffer.concat([PNG, Buffer.alloc(3 * MB)]))])
    expect(over.status).toBe(413)
    const text = await upload(h, admin, [bucketName('docs'), attachment(Buffer.from('hello'), 'x.png')])
    expect(text.status).toBe(400)
    expect(fs.readdirSync(docs)).toEqual([name])
    const back = await fetchBack(h, admin, r.body.attachmentUrl![0]!)
    expect(back.rawPayload.equals(PNG)).toBe(true)
    expect(back.headers['content-length']).toBe(String(PNG.length))
  })
})

// ---------------------------------------------------------------------------------------------------------------
// S3: a tiny object store that checks every request's SigV4 signature with its own implementation.

const AKID = 'AKIDEXAMPLETEST'
const SECRET = 'secret/EXAMPLE+key'
const REGION = 'ap-south-1'
const hex = (d: string | Buffer) => createHash('sha256').update(d).digest('hex')

/** An independent SigV4 check (as the S3 server does it), from the raw request. */
function expectedSignature(req: http.IncomingMessage, body: Buffer, signedHeaders: string, amzDate: string): string {
  const url = new URL(req.url!, 'http://x')
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((n) => `${n}:${String(req.headers[n]).trim()}\n`)
    .join('')
  const canonical = [req.method, url.pathname, '', canonicalHeaders, signedHeaders, hex(body)].join('\n')
  const day = amzDate.slice(0, 8)
  const scope = `${day}/${REGION}/s3/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, hex(canonical)].join('\n')
  let key: Buffer = createHmac('sha256', `AWS4${SECRET}`).update(day).digest()
  for (const part of [REGION, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest()
  return createHmac('sha256', key).update(toSign).digest('hex')
}

function objectStore() {
  const objects = new Map<string, { bytes: Buffer; type: string }>()
  const seen: string[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const auth = String(req.headers.authorization ?? '')
      seen.push(auth)
      const m = auth.match(
        /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/,
      )
      const amzDate = String(req.headers['x-amz-date'] ?? '')
      const ok =
        m &&
        m[1] === AKID &&
        m[3] === REGION &&
        /^\d{8}T\d{6}Z$/.test(amzDate) &&
        amzDate.startsWith(m[2]!) &&
        m[4]!.split(';').includes('host') &&
        m[4]!.split(';').includes('x-amz-content-sha256') &&
        m[4]!.split(';').includes('x-amz-date') &&
        req.headers['x-amz-content-sha256'] === hex(body) &&
        m[5] === expectedSignature(req, body, m[4]!, amzDate)
      if (!ok) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>')
        return
      }
      const key = new URL(req.url!, 'http://x').pathname
      if (req.method === 'PUT') {
        objects.set(key, { bytes: body, type: String(req.headers['content-type']) })
        res.writeHead(200).end()
      } else if (req.method === 'GET') {
        const o = objects.get(key)
        if (!o) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>')
        else res.writeHead(200, { 'content-type': o.type, 'content-length': o.bytes.length }).end(o.bytes)
      } else res.writeHead(405).end()
    })
  })
  return { server, objects, seen }
}

describe('S3-compatible storage', () => {
  const store = objectStore()
  let endpoint: string
  beforeAll(async () => {
    await new Promise<void>((resolve) => store.server.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(store.server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => store.server.close(() => resolve())))

  it('signs as AWS documents it (the GET Object example of the SigV4 header documentation)', () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      amzDate: '20130524T000000Z',
    })
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    )
    expect(amzDateOf(new Date('2013-05-24T00:00:00.123Z'))).toBe('20130524T000000Z')
  })

  it('puts and gets objects with signed requests; a wrong secret is refused', async () => {
    const s3 = new S3Storage({ endpoint, bucket: 'ev-files', accessKeyId: AKID, secretAccessKey: SECRET, region: REGION })
    const name = `${'b'.repeat(32)}.png`
    expect(await s3.put('docs', name, PNG, 'image/png')).toBe(`/api/admin/local/file/docs/${name}`)
    expect(store.objects.get(`/ev-files/docs/${name}`)).toEqual({ bytes: PNG, type: 'image/png' })
    const got = await s3.get('docs', name)
    expect(got!.contentType).toBe('image/png')
    expect(got!.size).toBe(PNG.length)
    const chunks: Buffer[] = []
    for await (const c of got!.stream) chunks.push(c as Buffer)
    expect(Buffer.concat(chunks).equals(PNG)).toBe(true)
    expect(await s3.get('docs', `${'c'.repeat(32)}.png`)).toBeNull()
    await expect(s3.put('docs', '../x.png', PNG, 'image/png')).rejects.toThrow()

    const wrong = new S3Storage({ endpoint, bucket: 'ev-files', accessKeyId: AKID, secretAccessKey: 'nope', region: REGION })
    await expect(wrong.put('docs', `${'d'.repeat(32)}.png`, PNG, 'image/png')).rejects.toThrow(/403/)
    expect(store.objects.has(`/ev-files/docs/${'d'.repeat(32)}.png`)).toBe(false)
  })

  it('is what the app uploads to and serves from when S3_ENDPOINT is set', async () => {
    const h = await startHarness(oneDatabase[0]!, {
      config: { S3_ENDPOINT: endpoint, S3_BUCKET: 'app-files', S3_ACCESS_KEY_ID: AKID, S3_SECRET_ACCESS_KEY: SECRET, S3_REGION: REGION },
    })
    try {
      expect(storageFor(h.app.deps)).toBeInstanceOf(S3Storage)
      const admin = await signIn(h, ACCOUNTS.superAdmin)
      const r = await upload(h, admin, [bucketName('docs'), attachment(JPEG, 'x.jpg', 'image/jpeg')])
      expect(r.status, JSON.stringify(r.body)).toBe(200)
      const name = r.body.attachmentUrl![0]!.split('/').pop()!
      expect(store.objects.get(`/app-files/docs/${name}`)?.bytes.equals(JPEG)).toBe(true)
      const back = await fetchBack(h, admin, r.body.attachmentUrl![0]!)
      expect(back.statusCode).toBe(200)
      expect(back.headers['content-type']).toBe('image/jpeg')
      expect(back.rawPayload.equals(JPEG)).toBe(true)
      expect((await fetchBack(h, admin, `${A}/local/file/docs/${'e'.repeat(32)}.jpg`)).statusCode).toBe(404)
    } finally {
      await h.close()
    }
  })
})
