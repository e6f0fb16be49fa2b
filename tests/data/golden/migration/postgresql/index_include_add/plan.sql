-- in-place: index by_name also stores bio
ALTER INDEX by_name ADD INCLUDE COLUMN bio;
