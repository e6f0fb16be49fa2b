-- expect: key-column-invalid-type Measurements.Value
-- expect: key-column-invalid-type Documents.Body
-- expect: key-column-invalid-type Tagged.Tags
CREATE TABLE Measurements (Value FLOAT32 NOT NULL) PRIMARY KEY (Value);
CREATE TABLE Documents (Body JSON NOT NULL) PRIMARY KEY (Body);
CREATE TABLE Tagged (Tags ARRAY<STRING(MAX)> NOT NULL) PRIMARY KEY (Tags);
