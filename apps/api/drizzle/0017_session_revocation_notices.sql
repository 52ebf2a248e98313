-- Every API process remembers sessions it saw standing (decision 0012) and drops one the moment it hears its
-- revocation (performance note 0030): each revocation NOTIFYs the session's id at its commit, whatever wrote it (a logout,
-- a password reset, an operator's lock, a reused refresh token, a deleted account). The channel's name is
-- SESSION_REVOCATIONS_CHANNEL in src/domain/accounts/session-revocation-notices.ts.
CREATE FUNCTION sessions_notify_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gom_session_revocations', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_notice AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION sessions_notify_revoked();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notice AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION sessions_notify_revoked();
