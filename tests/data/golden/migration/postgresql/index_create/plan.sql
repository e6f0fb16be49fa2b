-- in-place: new index by_name on singers
CREATE INDEX by_name ON singers (name);
