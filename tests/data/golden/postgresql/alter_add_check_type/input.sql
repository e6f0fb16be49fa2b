-- A CHECK is a condition, whether CREATE TABLE or ALTER TABLE ... ADD writes it: a lone column
-- that is not boolean is refused in both (the emulator: "Expected type BOOL; found STRING").
-- ALTER TABLE took it until the applier judged both.
CREATE TABLE t (id bigint PRIMARY KEY, name varchar, flag bool);
ALTER TABLE t ADD CHECK (name);
ALTER TABLE t ADD CONSTRAINT name_set CHECK (name);
ALTER TABLE t ADD CONSTRAINT flagged CHECK (flag);
CREATE TABLE u (id bigint PRIMARY KEY, name varchar, CONSTRAINT named CHECK (name));
