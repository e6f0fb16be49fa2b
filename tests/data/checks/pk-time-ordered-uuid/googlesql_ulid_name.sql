-- expect: pk-time-ordered-uuid Events.EventUlid
-- fixes: uuid-key
CREATE TABLE Events (
  EventUlid STRING(26) NOT NULL,
  Body STRING(MAX),
) PRIMARY KEY (EventUlid);
