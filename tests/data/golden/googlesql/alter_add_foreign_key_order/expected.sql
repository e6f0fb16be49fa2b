-- ALTER TABLE ... ADD CONSTRAINT ... FOREIGN KEY checks the references, then the name, in both
-- dialects, as the emulator does: a taken name with a missing referenced table is "Table not
-- found: nope". GoogleSQL checked the name first. A name taken by a table or a CHECK is refused in
-- both ("Duplicate name in schema").
CREATE TABLE p (
  id INT64,
) PRIMARY KEY(id);

CREATE TABLE c (
  id INT64,
  pid INT64,
  CONSTRAINT ck1 CHECK(id > 0),
) PRIMARY KEY(id);
