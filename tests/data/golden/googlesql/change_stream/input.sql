CREATE TABLE Users (Id INT64 NOT NULL, Name STRING(MAX), Email STRING(MAX)) PRIMARY KEY (Id);
CREATE TABLE Logs (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE CHANGE STREAM Everything FOR ALL;
CREATE CHANGE STREAM SomeUsers FOR Users (Name, Email), Logs () OPTIONS (retention_period = '36h', value_capture_type = 'NEW_ROW');
CREATE CHANGE STREAM Nothing;
ALTER CHANGE STREAM Nothing SET FOR Logs;
ALTER CHANGE STREAM Everything DROP FOR ALL;
ALTER CHANGE STREAM SomeUsers SET OPTIONS (retention_period = null, exclude_ttl_deletes = true);
DROP CHANGE STREAM Nothing;
