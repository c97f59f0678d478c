-- The entry a revert or restore puts back (issue 43), also kept in its changes (`reverts`,
-- `restores`): a column so an entry finds what put it back whatever record that wrote (a restore
-- gets a new id, an import's revert clears words or deletes tooltips). Entries recorded before
-- leave it empty, and are found by their record as before.
ALTER TABLE activity ADD COLUMN reverts TEXT;
CREATE INDEX activity_reverts ON activity (reverts);
