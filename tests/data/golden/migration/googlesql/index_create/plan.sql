-- in-place: new index SingersByName on Singers
CREATE INDEX SingersByName ON Singers(Name);
