-- Spanner's printed spellings are folded, real changes are not: an integer division that becomes
-- a fractional one, a constant, a comparison and a date kept as a string.
CREATE TABLE items (
  id bigint NOT NULL,
  qty bigint DEFAULT 0,
  half double precision GENERATED ALWAYS AS (qty / 2) STORED,
  third double precision GENERATED ALWAYS AS ((qty)::double precision / 3) STORED,
  CONSTRAINT qty_positive CHECK (qty > 0),
  PRIMARY KEY (id)
);
