-- The gaming example: every new player starts at Attribute = 50.
-- expect: index-low-cardinality-first-key PlayersByAttribute
-- fixes: index-shard-prefix
CREATE TABLE Players (
  PlayerId STRING(36) NOT NULL,
  Attribute INT64 NOT NULL DEFAULT (50),
) PRIMARY KEY (PlayerId);
CREATE INDEX PlayersByAttribute ON Players(Attribute);
