-- validating: new CHECK NameNotEmpty on Singers; fails on a row of Singers for which Name != '' is false
ALTER TABLE Singers ADD CONSTRAINT NameNotEmpty CHECK(Name != '');
