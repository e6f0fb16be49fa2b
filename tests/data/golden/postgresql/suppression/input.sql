-- spanner-schema: disable=missing-primary-key-index,wide-table
CREATE TABLE t (id bigint PRIMARY KEY);
CREATE TABLE u (
  id bigint PRIMARY KEY -- spanner-schema: disable=hotspot-monotonic-key
);
