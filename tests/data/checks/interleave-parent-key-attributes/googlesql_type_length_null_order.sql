-- expect: interleave-parent-key-attributes Albums.SingerId
-- expect: interleave-parent-key-attributes Photos.UserName
-- expect: interleave-parent-key-attributes Songs.TrackOwner
-- expect: interleave-parent-key-attributes Notes.Day
-- fixes: copy-parent-key-column
CREATE TABLE Singers (SingerId INT64 NOT NULL) PRIMARY KEY (SingerId);
CREATE TABLE Albums (
  SingerId STRING(36) NOT NULL,
  AlbumId INT64 NOT NULL,
) PRIMARY KEY (SingerId, AlbumId),
  INTERLEAVE IN PARENT Singers ON DELETE CASCADE;
CREATE TABLE Users (UserName STRING(MAX) NOT NULL) PRIMARY KEY (UserName);
CREATE TABLE Photos (
  UserName STRING(42) NOT NULL,
  PhotoId INT64 NOT NULL,
) PRIMARY KEY (UserName, PhotoId),
  INTERLEAVE IN PARENT Users ON DELETE CASCADE;
CREATE TABLE Owners (TrackOwner INT64) PRIMARY KEY (TrackOwner);
CREATE TABLE Songs (
  TrackOwner INT64 NOT NULL,
  SongId INT64 NOT NULL,
) PRIMARY KEY (TrackOwner, SongId),
  INTERLEAVE IN PARENT Owners ON DELETE CASCADE;
CREATE TABLE Days (Day DATE NOT NULL) PRIMARY KEY (Day DESC);
CREATE TABLE Notes (
  Day DATE NOT NULL,
  NoteId INT64 NOT NULL,
) PRIMARY KEY (Day, NoteId),
  INTERLEAVE IN PARENT Days ON DELETE CASCADE;
