-- dialect: postgresql
-- expect: key-size-over-8kib issues_by_description info
CREATE TABLE issues (
  issue_id varchar(36) NOT NULL,
  description varchar NOT NULL,
  PRIMARY KEY (issue_id)
);
CREATE INDEX issues_by_description ON issues(description);
