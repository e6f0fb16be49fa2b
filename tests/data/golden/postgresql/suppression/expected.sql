-- spanner-schema: disable=missing-primary-key-index,wide-table
CREATE TABLE t (
  id bigint NOT NULL,
  PRIMARY KEY(id)
);

CREATE TABLE u (
  -- spanner-schema: disable=hotspot-monotonic-key
  id bigint NOT NULL,
  PRIMARY KEY(id)
);
