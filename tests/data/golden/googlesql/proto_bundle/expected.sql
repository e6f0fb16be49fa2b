CREATE PROTO BUNDLE (
  examples.music.SingerInfo,
  `examples.shipping.Order`,
  examples.music.Album,
);

CREATE TABLE S (
  Id INT64 NOT NULL,
  Info examples.music.SingerInfo,
) PRIMARY KEY(Id);
