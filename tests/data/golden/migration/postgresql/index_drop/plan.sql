-- in-place: index by_name is not in the new schema
DROP INDEX by_name;
