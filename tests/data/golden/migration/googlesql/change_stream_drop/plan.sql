-- destructive: change stream Changes is dropped: the change records it kept are lost
DROP CHANGE STREAM Changes;
