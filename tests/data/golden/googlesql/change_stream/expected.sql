CREATE TABLE Users (
  Id INT64 NOT NULL,
  Name STRING(MAX),
  Email STRING(MAX),
) PRIMARY KEY(Id);

CREATE TABLE Logs (
  Id INT64 NOT NULL,
) PRIMARY KEY(Id);

CREATE CHANGE STREAM Everything;

CREATE CHANGE STREAM SomeUsers FOR Users(Name, Email), Logs() OPTIONS ( value_capture_type = 'NEW_ROW', exclude_ttl_deletes = true );
