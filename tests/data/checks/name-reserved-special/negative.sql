CREATE SCHEMA reporting;
CREATE TABLE T (Id INT64 NOT NULL, CONSTRAINT IdPositive CHECK (Id > 0)) PRIMARY KEY (Id);
-- Dir_ is reserved as the start of a whole index name, in that case only.
CREATE TABLE Users (UserId INT64 NOT NULL, UserName STRING(MAX)) PRIMARY KEY (UserId);
CREATE INDEX dir_ByName ON Users(UserName);
CREATE TABLE reporting.Users (UserId INT64 NOT NULL, UserName STRING(MAX)) PRIMARY KEY (UserId);
CREATE INDEX reporting.Dir_ByName ON reporting.Users(UserName);
