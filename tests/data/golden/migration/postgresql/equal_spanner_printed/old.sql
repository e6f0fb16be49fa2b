-- What a user writes; new.sql is what Spanner prints back for it (GetDatabaseDdl): the same
-- meaning, so the plan is empty.
CREATE TABLE items (
  id bigint NOT NULL,
  name varchar(100) NOT NULL DEFAULT ' ',
  tags varchar[],
  qty bigint DEFAULT 0,
  below bigint DEFAULT -1,
  ratio float8 DEFAULT 2,
  price numeric DEFAULT 1.5,
  flag boolean DEFAULT '1'::bool,
  day date DEFAULT '2020-01-01',
  label varchar GENERATED ALWAYS AS (name || '-' || array_to_string(tags, ',')) STORED,
  doubled bigint GENERATED ALWAYS AS (qty * 2 + 1) STORED,
  inches float8 GENERATED ALWAYS AS (ratio / 2.54 + qty) STORED,
  half numeric GENERATED ALWAYS AS (qty / 2.5) STORED,
  wave float8 GENERATED ALWAYS AS (cos(qty) + sin(qty)) STORED,
  as_text varchar GENERATED ALWAYS AS (TEXT(CAST('1.1' AS PG_CATALOG.NUMERIC)::BIGINT)) STORED,
  kind varchar GENERATED ALWAYS AS (CASE qty WHEN 1 THEN 'one' ELSE 'many' END) STORED,
  picked boolean GENERATED ALWAYS AS (qty IN (1, 2, 3) AND below NOT IN (4)) STORED,
  ranged boolean GENERATED ALWAYS AS (qty BETWEEN 1 AND 10 OR name LIKE 'x%') STORED,
  CONSTRAINT qty_range CHECK (qty >= 0 and qty < 1000 and qty != 7),
  CONSTRAINT name_nonempty CHECK (LENGTH(name) > 0),
  CONSTRAINT not_x CHECK (name NOT LIKE 'x' OR qty IS NOT NULL),
  PRIMARY KEY (id)
);
