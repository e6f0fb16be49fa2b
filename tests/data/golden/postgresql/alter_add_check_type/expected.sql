-- A CHECK is a condition, whether CREATE TABLE or ALTER TABLE ... ADD writes it: a lone column
-- that is not boolean is refused in both (the emulator: "Expected type BOOL; found STRING").
-- ALTER TABLE took it until the applier judged both.
CREATE TABLE t (
  id bigint NOT NULL,
  name character varying,
  flag boolean,
  PRIMARY KEY(id),
  CONSTRAINT flagged CHECK(flag)
);
