-- hash comment; not a separator
-- block comment ; still not one
CREATE TABLE `Order` (
  -- a ; in a comment
  Key INT64 NOT NULL,
  Note STRING(MAX) DEFAULT ('a;b''s'),
  Raw STRING(MAX) DEFAULT (r'\d+;'),
  Triple STRING(MAX) DEFAULT ('''multi
line ; text'''),
  Dq STRING(MAX) DEFAULT ("x;y"),
  Bin BYTES(MAX) DEFAULT (b'\x00;'),
  Num FLOAT64 DEFAULT (1.5e3),
  Hex INT64 DEFAULT (0xFF),
) PRIMARY KEY(Key);

CREATE INDEX OrderByNote ON `Order`(Note);
