-- in-place: new view singer_names
CREATE VIEW singer_names SQL SECURITY INVOKER AS SELECT singers.name FROM singers;
