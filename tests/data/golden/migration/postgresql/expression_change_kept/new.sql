CREATE TABLE items (
  id bigint NOT NULL,
  qty bigint DEFAULT '1'::bigint,
  half double precision GENERATED ALWAYS AS (((qty)::double precision / ('2'::bigint)::double precision)) STORED,
  third double precision GENERATED ALWAYS AS ((qty / '3'::bigint)) STORED,
  CONSTRAINT qty_positive CHECK((qty >= '0'::bigint)),
  PRIMARY KEY(id)
);
