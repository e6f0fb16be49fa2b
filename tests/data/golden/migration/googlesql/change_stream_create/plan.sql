-- in-place: new change stream SingerChanges
CREATE CHANGE STREAM SingerChanges FOR Singers;
