-- in-place: new change stream singer_changes
CREATE CHANGE STREAM singer_changes
FOR singers;
