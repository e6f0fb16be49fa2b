-- destructive: change stream changes is dropped: the change records it kept are lost
DROP CHANGE STREAM changes;
