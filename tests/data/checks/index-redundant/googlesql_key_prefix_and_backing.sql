-- An index that is only a prefix of the primary key (modelled on luci-go resultdb's keys,
-- tests/data/realworld/luci-go__resultdb.sql), and a user index that repeats the backing index
-- Spanner builds for a foreign key on NOT NULL columns.
-- expect: index-redundant TestResultsByInvocation warning
-- expect: index-redundant TestResultsByInvocation info
-- expect: index-redundant AlbumsBySinger info
-- fixes: drop-index
CREATE TABLE TestResults (
  InvocationId STRING(MAX) NOT NULL,
  TestId STRING(MAX) NOT NULL,
  ResultId STRING(MAX) NOT NULL,
  Status INT64 NOT NULL,
) PRIMARY KEY (InvocationId, TestId, ResultId);
CREATE INDEX TestResultsByInvocation ON TestResults(InvocationId);
CREATE UNIQUE INDEX TestResultsUniqueTest ON TestResults(InvocationId, TestId);
CREATE TABLE Singers (SingerId STRING(36) NOT NULL) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  AlbumId STRING(36) NOT NULL,
  SingerId STRING(36) NOT NULL,
  Title STRING(MAX),
  CONSTRAINT FK_Albums_Singers FOREIGN KEY (SingerId) REFERENCES Singers (SingerId),
) PRIMARY KEY (AlbumId);
CREATE INDEX AlbumsBySinger ON Albums(SingerId);
CREATE INDEX AlbumsBySingerWithTitle ON Albums(SingerId) STORING (Title);
