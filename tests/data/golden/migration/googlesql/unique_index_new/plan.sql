-- validating: new index SingersByName on Singers; fails on two rows of Singers with the same values in the index's key
CREATE UNIQUE INDEX SingersByName ON Singers(Name);
