-- in-place: column singers.updated changes: commit timestamps allowed: yes
ALTER TABLE singers ALTER COLUMN updated TYPE spanner.commit_timestamp, ALTER COLUMN updated DROP NOT NULL;
