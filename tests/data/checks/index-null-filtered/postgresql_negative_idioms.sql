-- dialect: postgresql
-- The same idioms in PostgreSQL: a partial unique index WHERE ... IS NOT NULL.
CREATE TABLE failure_association_rules (
  project varchar(40) NOT NULL,
  rule_id varchar(32) NOT NULL,
  bug_system varchar(16) NOT NULL,
  bug_id varchar(255) NOT NULL,
  is_managing_bug boolean,
  PRIMARY KEY (project, rule_id)
);
CREATE UNIQUE INDEX rules_by_managed_bug ON failure_association_rules(bug_system, bug_id, is_managing_bug) WHERE is_managing_bug IS NOT NULL;
CREATE TABLE users (
  user_id varchar(36) NOT NULL,
  email varchar,
  PRIMARY KEY (user_id)
);
CREATE UNIQUE INDEX users_by_email ON users(email) WHERE email IS NOT NULL;
