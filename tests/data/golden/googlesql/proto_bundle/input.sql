CREATE PROTO BUNDLE (examples.music.SingerInfo, examples.music.Genre, `examples.shipping.Order`,);
ALTER PROTO BUNDLE INSERT (examples.music.Album) DELETE (examples.music.Genre);
CREATE TABLE S (Id INT64 NOT NULL, Info examples.music.SingerInfo) PRIMARY KEY (Id);
