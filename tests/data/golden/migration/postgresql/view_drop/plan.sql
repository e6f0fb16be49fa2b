-- in-place: view singer_names is not in the new schema
DROP VIEW singer_names;
