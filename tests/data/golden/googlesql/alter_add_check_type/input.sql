-- A CHECK is a condition, whether CREATE TABLE or ALTER TABLE ... ADD writes it: a lone column
-- that is not boolean is refused in both (the emulator: "Expected type BOOL; found STRING").
CREATE TABLE t (id INT64, name STRING(MAX), flag BOOL) PRIMARY KEY (id);
ALTER TABLE t ADD CHECK (name);
ALTER TABLE t ADD CONSTRAINT name_set CHECK (name);
ALTER TABLE t ADD CONSTRAINT flagged CHECK (flag);
CREATE TABLE u (id INT64, name STRING(MAX), CONSTRAINT named CHECK (name)) PRIMARY KEY (id);
