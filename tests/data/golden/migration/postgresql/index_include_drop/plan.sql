-- in-place: index by_name stops storing bio
ALTER INDEX by_name DROP INCLUDE COLUMN bio;
