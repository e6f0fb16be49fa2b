-- A change stream's FOR clause names its tables and columns as written, and they are found
-- ignoring case, as the emulator finds them (both dialects): FOR t("A") tracks column a of table T,
-- so DROP TABLE T and DROP COLUMN a are refused while it does. Listed twice means the same
-- spelling twice, as the emulator says (FOR T, T is refused, FOR "U", u is not).
CREATE TABLE "T" (
  k bigint NOT NULL,
  a bigint,
  PRIMARY KEY(k)
);

CREATE TABLE "U" (
  k bigint NOT NULL,
  a bigint,
  PRIMARY KEY(k)
);

CREATE CHANGE STREAM columns
FOR t("A");

CREATE CHANGE STREAM tables
FOR "U", u;
