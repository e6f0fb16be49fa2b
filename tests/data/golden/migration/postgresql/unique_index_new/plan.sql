-- validating: new index by_name on singers; fails on two rows of singers with the same values in the index's key
CREATE UNIQUE INDEX by_name ON singers (name);
