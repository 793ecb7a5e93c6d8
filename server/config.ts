import path from 'node:path'
import { z } from 'zod'
import { trustProxySetting } from './trust-proxy'

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes')

/**
 * All configuration, read once from the environment and validated. Nothing else reads process.env
 * (ESLint bans it elsewhere). Documented in the README's configuration table.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** This machine only unless asked (SECURITY.md item 27); HOST=0.0.0.0 opens the app to the network on purpose. */
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database (PGlite) and uploads live. `memory://` keeps the database in memory. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; when set, the embedded database is not used. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * Where the embedded database runs: `worker` (its own thread, so a query never stops HTTP or sockets) or `main` (this
   * thread, as before; for comparison only).
   */
  PGLITE_THREAD: z.enum(['worker', 'main']).default('worker'),
  /** Embedded database: the longest a request waits for its turn before it is answered 503 with Retry-After. */
  DB_QUEUE_WAIT_MS: z.coerce.number().int().positive().default(30_000),
  /** Redis for rate limits and socket.io across several nodes. */
  REDIS_URL: z.string().url().optional(),
  /**
   * What this deployment's Redis keys and socket.io channels begin with, so that two deployments (or two test files)
   * on one Redis share neither rate-limit counts nor realtime events.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/i)
    .default('ev'),
  /** Seed demo data into an empty database on first start. */
  SEED_DEMO: bool.default(true),
  /**
   * Outside production only: the server's clock can be moved forward by `POST /api/dev/clock` `{ advanceMs }` (from
   * this machine only), for end-to-end tests of time windows. Refused in production.
   */
  TEST_CLOCK: bool.default(false),
  /**
   * Outside production only (the end-to-end tests): a folder where an in-memory database (DATA_DIR=memory://) keeps a
   * tarball of itself once migrated, which later servers start from instead of running initdb and every migration.
   */
  TEST_PGLITE_CACHE: z.string().min(1).optional(),
  /**
   * Outside production only (the end-to-end tests' shared servers): the server keeps a copy of its data as it is once
   * started (seeded), and `POST /api/dev/reset` (from this machine only) puts it back, so each test file starts from the
   * same data without a server of its own (server/db/test-snapshot.ts).
   */
  TEST_RESET: bool.default(false),
  /** Origins allowed besides the server's own (comma separated), e.g. the Vite dev server. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  /** The public address of the app, used in e-mailed links. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(12),
  /**
   * Keep signed-in sessions (with their user and role) in memory between requests instead of reading them each time; any
   * change to them empties it on every node (PostgreSQL's NOTIFY), and nothing is kept past 30 seconds.
   */
  SESSION_CACHE: bool.default(true),
  /**
   * Check list answers against their schema before sending them (every row, on every call). Unset: on outside
   * production, where a row that breaks its contract should fail loudly (tests, development), off in production, where
   * the rows come from the list's typed mapping and the check costs CPU on the busiest call.
   */
  CHECK_ANSWERS: bool.optional(),
  /** Requests per minute per address on each sign-in endpoint. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /**
   * Sign-in calls (and forgot-password calls) per mobile number per 15 minutes, from any address: rotating addresses
   * gains nothing. Well above what a person needs (five wrong passwords lock the account anyway), low enough to cap
   * the password checks and codes sent for one number.
   */
  ACCOUNT_SIGNIN_LIMIT: z.coerce.number().int().positive().default(20),
  /** The proxies whose X-Forwarded-For is believed: addresses or CIDR ranges (comma separated), or a hop count. */
  TRUST_PROXY: trustProxySetting,
  /** Requests per minute per address on the rest of the API. */
  API_RATE_LIMIT: z.coerce.number().int().positive().default(1200),
  /**
   * Requests per minute per address on the telephony webhooks: the provider posts every call from a few addresses, so
   * the API's limit would drop calls at a busy hour; a wrong secret is still refused and still counted.
   */
  WEBHOOK_RATE_LIMIT: z.coerce.number().int().positive().default(30000),
  /** SMS: `outbox` keeps messages in the database (readable at /api/dev/outbox outside production); `http` posts to a gateway. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER_ID: z.string().default('EVBACK'),
  /** Mail: `outbox` as above; `smtp` sends with nodemailer. */
  MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('EV Back Office <no-reply@localhost>'),
  /** Uploads go to an S3-compatible store (path-style, SigV4) when S3_ENDPOINT is set; otherwise under DATA_DIR/uploads. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Click-to-call: `local` records the call and completes it with a simulated outcome; `http` uses an Exotel-style connect API. */
  TELEPHONY_PROVIDER: z.enum(['local', 'http']).default('local'),
  TELEPHONY_URL: z.string().url().optional(),
  TELEPHONY_SID: z.string().min(1).optional(),
  TELEPHONY_TOKEN: z.string().min(1).optional(),
  /** The API key of the connect call's basic auth (default: TELEPHONY_SID). */
  TELEPHONY_API_KEY: z.string().min(1).optional(),
  TELEPHONY_CALLER_ID: z.string().min(1).optional(),
  /**
   * The shared secret of the telephony webhooks (POST /api/exotel/incoming), sent as the X-Webhook-Token header or the
   * `token` query parameter. Unset: every webhook call is refused.
   */
  EXOTEL_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * WhatsApp chat (issue 21): `local` (default: messages stay here, delivery and replies are simulated) or `http` (the
   * WhatsApp Cloud API: POST {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages with WHATSAPP_ACCESS_TOKEN).
   * The webhook (POST /api/whatsapp/webhook) is verified with X-Hub-Signature-256 (HMAC-SHA256 with WHATSAPP_APP_SECRET);
   * the subscription handshake (GET) answers only WHATSAPP_VERIFY_TOKEN. Unset secret: webhooks are refused (outside
   * production the local provider uses a fixed development secret, for the device simulator).
   */
  WHATSAPP_PROVIDER: z.enum(['local', 'http']).default('local'),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{1,30}$/)
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(16).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  /** Advertisement place search: `gazetteer` (bundled, offline) or `http` (a Nominatim-style API at GEOCODING_URL). */
  GEOCODING_PROVIDER: z.enum(['gazetteer', 'http']).default('gazetteer'),
  GEOCODING_URL: z.string().url().optional(),
  /**
   * Street tiles under the maps (an XYZ template with {z}, {x} and {y}, e.g. https://tile.example.org/{z}/{x}/{y}.png).
   * Unset: the maps draw their offline outline of India only, and load nothing from elsewhere.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}[^\s]*$/, 'MAP_TILE_URL must be an http(s) address with {z}, {x} and {y}')
    .optional(),
  /** The directions link of a map point, with {lat} and {lng}. */
  MAP_DIRECTIONS_URL: z
    .string()
    .regex(/^https?:\/\/\S*\{lat\}\S*\{lng\}\S*$/, 'MAP_DIRECTIONS_URL must be an http(s) address with {lat} and {lng}')
    .default('https://www.google.com/maps/dir/?api=1&destination={lat},{lng}'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Seconds given to requests in flight after SIGTERM. The process is gone within 10 s of the signal (server/index.ts):
   * 7 s, 0.75 s for the last lines of streams ended then, and time to close the database.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().default(7),
  /**
   * Milliseconds a stream told to end (at the end of the grace) gets to send its last line before its connection is
   * ended; the process still exits within 10 s of the signal (a longer grace is cut short).
   */
  SHUTDOWN_FLUSH_MS: z.coerce.number().int().min(250).max(5_000).default(750),
})

export type Config = Omit<z.infer<typeof configSchema>, 'CHECK_ANSWERS'> & { dataDir: string; production: boolean; CHECK_ANSWERS: boolean }

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid configuration:\n${lines}`)
  }
  const c = parsed.data
  if (c.SMS_PROVIDER === 'http' && !c.SMS_HTTP_URL)
    throw new Error('Invalid configuration: SMS_HTTP_URL is required when SMS_PROVIDER=http')
  if (c.MAIL_PROVIDER === 'smtp' && !c.SMTP_URL) throw new Error('Invalid configuration: SMTP_URL is required when MAIL_PROVIDER=smtp')
  if (c.S3_ENDPOINT && !(c.S3_BUCKET && c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_ENDPOINT is set')
  }
  if (c.TELEPHONY_PROVIDER === 'http' && !(c.TELEPHONY_URL && c.TELEPHONY_SID && c.TELEPHONY_TOKEN && c.TELEPHONY_CALLER_ID)) {
    throw new Error(
      'Invalid configuration: TELEPHONY_URL, TELEPHONY_SID, TELEPHONY_TOKEN and TELEPHONY_CALLER_ID are required when TELEPHONY_PROVIDER=http',
    )
  }
  if (c.WHATSAPP_PROVIDER === 'http' && !(c.WHATSAPP_PHONE_NUMBER_ID && c.WHATSAPP_ACCESS_TOKEN && c.WHATSAPP_APP_SECRET)) {
    throw new Error(
      'Invalid configuration: WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN and WHATSAPP_APP_SECRET are required when WHATSAPP_PROVIDER=http',
    )
  }
  if (c.TEST_CLOCK && c.NODE_ENV === 'production') throw new Error('Invalid configuration: TEST_CLOCK is not allowed in production')
  if (c.TEST_RESET && c.NODE_ENV === 'production') throw new Error('Invalid configuration: TEST_RESET is not allowed in production')
  if (c.TEST_PGLITE_CACHE && c.NODE_ENV === 'production') {
    throw new Error('Invalid configuration: TEST_PGLITE_CACHE is not allowed in production')
  }
  return {
    ...c,
    dataDir: c.DATA_DIR === 'memory://' ? c.DATA_DIR : path.resolve(c.DATA_DIR),
    production: c.NODE_ENV === 'production',
    CHECK_ANSWERS: c.CHECK_ANSWERS ?? c.NODE_ENV !== 'production',
  }
}

/** A configuration for tests: defaults plus overrides, no environment. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...overrides })
}
