-- The reference the gateway gives a write's entry before it is stored (issue 43): the answer to the
-- write names it, so the notice's Undo reverts exactly this entry, not "the newest of this record".
ALTER TABLE activity ADD COLUMN ref TEXT;
CREATE INDEX activity_ref ON activity (ref);
