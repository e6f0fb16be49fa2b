-- expect: pk-empty-or-implicit Settings warning
-- expect: pk-empty-or-implicit Notes info
CREATE TABLE Settings (
  Theme STRING(32),
) PRIMARY KEY ();
CREATE TABLE Notes (
  Body STRING(MAX),
);
