/**
 * socket.io event names shared by the server and the app (spec 000 section 7, Realtime). The server joins every
 * signed-in socket to the rooms `user:<id>`, `mobile:<mobileNo>` and `session:<hash>` (server/realtime/io.ts).
 */
export const REALTIME_EVENTS = {
  /**
   * Server → app: what the signed-in user may do changed (their role's permissions, their role, or their account was
   * deactivated/deleted). The app refetches the session (GET /islogin), so menu, palette and toolbars follow at once;
   * the server applies the change to the next request regardless.
   */
  sessionChanged: 'session-changed',
} as const
