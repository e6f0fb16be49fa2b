-- ALTER DATABASE follows one rule in both dialects, the emulator's: the first database name
-- written is the database's (a later statement naming another one still sets its options); an
-- option set to null goes back to its default.
ALTER DATABASE first SET OPTIONS (version_retention_period = '3d', optimizer_version = 6);
ALTER DATABASE first SET OPTIONS (version_retention_period = null);
ALTER DATABASE second SET OPTIONS (optimizer_version = 7);
