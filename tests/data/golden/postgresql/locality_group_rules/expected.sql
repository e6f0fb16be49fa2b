-- CREATE / ALTER LOCALITY GROUP follow one rule in both dialects: a name taken ignoring case is a
-- duplicate (IF NOT EXISTS then does nothing); ALTER finds the group ignoring case, `default`
-- always exists; an option set to null goes back to its default (mergeoptions.h).
CREATE LOCALITY GROUP hot STORAGE 'ssd';

ALTER LOCALITY GROUP "default" STORAGE 'hdd';
