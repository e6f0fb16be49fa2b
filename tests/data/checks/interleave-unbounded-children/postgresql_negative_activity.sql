-- dialect: postgresql
-- A user's own activity under the user row: many parents, each writing at a low rate.
CREATE TABLE users (user_id varchar(36) NOT NULL, PRIMARY KEY (user_id));
CREATE TABLE user_activity (
  user_id varchar(36) NOT NULL,
  activity_id varchar(36) NOT NULL,
  PRIMARY KEY (user_id, activity_id)
) INTERLEAVE IN PARENT users ON DELETE CASCADE;
