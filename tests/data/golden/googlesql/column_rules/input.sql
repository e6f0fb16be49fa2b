-- The columns and primary key of a new table follow one rule in both dialects, in the emulator's
-- order: every key column exists, spelled as its column is; then no two columns share a name,
-- ignoring case; then no key column is listed twice. A row deletion policy names a TIMESTAMP
-- column of the table, a DEFAULT refers to no column, and the sequences an expression uses exist. Each problem is reported at the name it is about; a taken
-- table name comes first.
CREATE TABLE Singers (Id INT64, Name STRING(MAX), name STRING(MAX)) PRIMARY KEY (Id);
CREATE TABLE Singers (Id INT64, Code INT64, Code INT64) PRIMARY KEY (Nope);
CREATE TABLE Singers (Id INT64, Code INT64, Code INT64) PRIMARY KEY (Id, Id);
CREATE TABLE Singers (Id INT64) PRIMARY KEY (id);
CREATE TABLE Singers (Id INT64, Code INT64) PRIMARY KEY (Id, Code, Id);
CREATE TABLE Singers (Id INT64, Expires TIMESTAMP) PRIMARY KEY (Id), ROW DELETION POLICY (OLDER_THAN(Nope, INTERVAL 1 DAY));
CREATE TABLE Singers (Id INT64, Code INT64 DEFAULT (1 + Id)) PRIMARY KEY (Id);
CREATE TABLE Singers (Id INT64, Code INT64 DEFAULT (GET_NEXT_SEQUENCE_VALUE(SEQUENCE Seq))) PRIMARY KEY (Id);
CREATE TABLE Singers (Id INT64, Expires STRING(MAX)) PRIMARY KEY (Id), ROW DELETION POLICY (OLDER_THAN(Expires, INTERVAL 1 DAY));
CREATE TABLE Singers (Id INT64, id INT64) PRIMARY KEY (Id);
