CREATE TABLE Fine (Id INT64 NOT NULL) PRIMARY KEY (Id);
CREATE TABLE Lost (Id INT64) /* this comment never ends
PRIMARY KEY (Id);
