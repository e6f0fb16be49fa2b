-- machmeter's messaging schema (tests/data/realworld/machmeter__messaging.sql): messages_spaceId
-- only repeats the key prefix of Messages; index-redundant says to drop it, so interleaving it is
-- beside the point.
CREATE TABLE Spaces (spaceId INT64 NOT NULL, name STRING(MAX), creatorUserId INT64, createdAt TIMESTAMP) PRIMARY KEY (spaceId);
CREATE TABLE Messages (
  spaceId INT64 NOT NULL,
  messageId STRING(36) NOT NULL,
  body STRING(MAX),
) PRIMARY KEY (spaceId, messageId),
  INTERLEAVE IN PARENT Spaces ON DELETE CASCADE;
CREATE INDEX messages_spaceId ON Messages(spaceId);
