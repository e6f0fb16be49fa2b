-- An interleaved table must add a column to its parent's key, which only a parent with an empty key
-- lets one forget: the emulator 1.5.28 says "Table Albums adds no columns and is not a top level
-- table." (The same file as one batch, with a DROP TABLE Albums after it, is still refused.)
CREATE TABLE Users (
) PRIMARY KEY();

CREATE TABLE Photos (
  PhotoId INT64,
) PRIMARY KEY(PhotoId),
  INTERLEAVE IN PARENT Users ON DELETE CASCADE;
