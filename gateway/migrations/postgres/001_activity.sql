-- Every successful write through the gateway (issue 19). Changes are a JSON array of {field, before, after}.
CREATE TABLE activity (
  id BIGSERIAL PRIMARY KEY,
  at BIGINT NOT NULL,
  user_id TEXT,
  user_email TEXT,
  area TEXT NOT NULL,
  operation TEXT NOT NULL,
  entity_type TEXT,
  entity_id TEXT,
  entity_label TEXT,
  changes JSONB NOT NULL
);
CREATE INDEX activity_at ON activity (at);
CREATE INDEX activity_entity ON activity (entity_type, entity_id, at);
CREATE INDEX activity_user ON activity (user_email, at);
CREATE INDEX activity_area ON activity (area, at);
