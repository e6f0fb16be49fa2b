-- expect: name-reserved-special T.PK_Positive
-- expect: name-reserved-special spanner_sys2
-- expect: name-reserved-special Dir_ByName
CREATE TABLE T (
  Id INT64 NOT NULL,
  CONSTRAINT PK_Positive CHECK (Id > 0),
) PRIMARY KEY (Id);
CREATE SCHEMA spanner_sys2;
CREATE TABLE Users (UserId INT64 NOT NULL, UserName STRING(MAX)) PRIMARY KEY (UserId);
-- Spanner reserves the prefix Dir_ for its own index names ("Index name not valid: Dir_ByName.").
CREATE INDEX Dir_ByName ON Users(UserName);
