-- The bulk action a write was one row of (issue 43): each row of a bulk delete is its own entry,
-- and they share this, so Activity can restore them all at once ("Restore all"), row by row.
ALTER TABLE activity ADD COLUMN batch TEXT;
CREATE INDEX activity_batch ON activity (batch);
