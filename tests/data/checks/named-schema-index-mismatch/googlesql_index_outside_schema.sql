-- expect: named-schema-index-mismatch idx
CREATE SCHEMA sch1;
CREATE TABLE sch1.T (Id STRING(36) NOT NULL, V STRING(10)) PRIMARY KEY (Id);
CREATE INDEX idx ON sch1.T(V);
