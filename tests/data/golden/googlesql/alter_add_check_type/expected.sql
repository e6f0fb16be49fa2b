-- A CHECK is a condition, whether CREATE TABLE or ALTER TABLE ... ADD writes it: a lone column
-- that is not boolean is refused in both (the emulator: "Expected type BOOL; found STRING").
CREATE TABLE t (
  id INT64,
  name STRING(MAX),
  flag BOOL,
  CONSTRAINT flagged CHECK(flag),
) PRIMARY KEY(id);
