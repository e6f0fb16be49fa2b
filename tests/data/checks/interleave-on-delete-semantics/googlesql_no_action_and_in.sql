-- expect: interleave-on-delete-semantics Albums info
-- expect: interleave-on-delete-semantics Drafts info
-- fixes: on-delete-cascade
CREATE TABLE Singers (SingerId STRING(36) NOT NULL) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  SingerId STRING(36) NOT NULL,
  AlbumId STRING(36) NOT NULL,
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers;
CREATE TABLE Drafts (
  SingerId STRING(36) NOT NULL,
  DraftId STRING(36) NOT NULL,
) PRIMARY KEY (SingerId, DraftId),
  INTERLEAVE IN Singers;
