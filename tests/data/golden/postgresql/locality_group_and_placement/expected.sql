CREATE LOCALITY GROUP hot STORAGE 'ssd';

CREATE LOCALITY GROUP cold STORAGE 'ssd', SSD_TO_HDD_SPILL_TIMESPAN '10d';

CREATE TABLE t (
  id bigint NOT NULL,
  payload bytea,
  PRIMARY KEY(id)
) LOCALITY GROUP cold;

ALTER TABLE t ALTER COLUMN payload SET LOCALITY GROUP hot;

CREATE PLACEMENT europe WITH (instance_partition = 'eu-partition');
