-- destructive: sequence singer_ids is dropped: its counter is lost
DROP SEQUENCE singer_ids;
