-- validating: new CHECK name_not_empty on singers; fails on a row of singers for which name <> '' is false
ALTER TABLE singers ADD CONSTRAINT name_not_empty CHECK(name <> '');
