-- spanner-schema: disable=table-no-interleave
CREATE TABLE Events (
  Id STRING(36) NOT NULL, -- spanner-schema: disable=key-uuid-string
  Payload JSON,
) PRIMARY KEY (Id); # spanner-schema: disable=table-many-columns

/* spanner-schema: disable=index-redundant, index-storing */
CREATE INDEX EventsById ON Events (Id);
