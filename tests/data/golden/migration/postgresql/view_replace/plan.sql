-- in-place: view singer_names changes its query
CREATE OR REPLACE VIEW singer_names SQL SECURITY INVOKER AS SELECT singers.name, singers.bio FROM singers;
