-- spanner-schema: disable=table-no-interleave
-- spanner-schema: disable=table-many-columns
CREATE TABLE Events (
  -- spanner-schema: disable=key-uuid-string
  Id STRING(36) NOT NULL,
  Payload JSON,
) PRIMARY KEY(Id);

-- spanner-schema: disable=index-redundant, index-storing
CREATE INDEX EventsById ON Events(Id);
