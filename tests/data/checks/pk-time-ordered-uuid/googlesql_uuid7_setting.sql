-- settings: {"keyGeneration": {"Sessions.SessionId": "uuid7"}}
-- expect: pk-time-ordered-uuid Sessions.SessionId
-- fixes: uuid-key
CREATE TABLE Sessions (
  SessionId UUID NOT NULL,
  StartedBy STRING(64),
) PRIMARY KEY (SessionId);
