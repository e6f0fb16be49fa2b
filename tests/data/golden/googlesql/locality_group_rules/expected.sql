-- CREATE / ALTER LOCALITY GROUP follow one rule in both dialects: a name taken ignoring case is a
-- duplicate (IF NOT EXISTS then does nothing); ALTER finds the group ignoring case, `default`
-- always exists; an option set to null goes back to its default (mergeoptions.h).
CREATE LOCALITY GROUP hot OPTIONS ( storage = 'ssd' );

ALTER LOCALITY GROUP `default` SET OPTIONS ( storage = 'hdd' );
