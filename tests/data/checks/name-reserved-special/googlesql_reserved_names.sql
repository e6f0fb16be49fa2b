-- expect: name-reserved-special T.PK_Positive
-- expect: name-reserved-special spanner_sys2
CREATE TABLE T (
  Id INT64 NOT NULL,
  CONSTRAINT PK_Positive CHECK (Id > 0),
) PRIMARY KEY (Id);
CREATE SCHEMA spanner_sys2;
