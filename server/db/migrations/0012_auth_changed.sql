-- Issue 23: each node keeps signed-in sessions with their user, role, centre and branch in memory
-- (server/auth/session-cache.ts); these statement-level triggers tell every node (NOTIFY auth_changed, payload the
-- table) when such a row changes, and each node's listener empties its cache. NOTIFY is sent at commit, never for a
-- rolled-back change. server/db/auth-writes.ts lists the same writes for a node's own statements.
-- Users: only updates of the columns a session reads (not the password attempt counter each sign-in writes).
-- Sessions: only deletes of signed-in ones (inserts are new sessions, not cached yet; updates are lastSeenAt touches
-- and code checks; a sign-in deletes its pending attempt, which no node caches).
CREATE OR REPLACE FUNCTION auth_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auth_session_ended_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM old_rows WHERE stage = 'active') THEN
    PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER auth_changed_write AFTER INSERT OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_update AFTER UPDATE OF user_type, active, is_super_admin, role_id, fname, lname, mobile_no, email, profile_image, must_change_password, scu_id, branch_id ON users FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON branches FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_centres FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_delete AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION auth_session_ended_notify();
--> statement-breakpoint
CREATE TRIGGER auth_changed_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION auth_changed_notify();
