-- An index whose key is an unbounded comment body: one comment longer than 8 KiB cannot be written.
-- expect: key-size-over-8kib CommentsByBody info
CREATE TABLE Comments (
  CommentId STRING(36) NOT NULL,
  Body STRING(MAX) NOT NULL,
  Author STRING(MAX),
) PRIMARY KEY (CommentId);
CREATE INDEX CommentsByBody ON Comments(Body);
CREATE INDEX CommentsByAuthor ON Comments(Author);
