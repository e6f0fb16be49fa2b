-- A change stream's FOR clause names its tables and columns as written, and they are found
-- ignoring case, as the emulator finds them (both dialects): FOR t("A") tracks column a of table T,
-- so DROP TABLE T and DROP COLUMN a are refused while it does. Listed twice means the same
-- spelling twice, as the emulator says (FOR T, T is refused, FOR "U", u is not).
CREATE TABLE "T" (k bigint PRIMARY KEY, a bigint, b bigint);
CREATE TABLE "U" (k bigint PRIMARY KEY, a bigint);
CREATE TABLE "Gone" (k bigint PRIMARY KEY, c bigint);
CREATE CHANGE STREAM columns FOR t("A");
CREATE CHANGE STREAM tables FOR "U", u;
CREATE CHANGE STREAM missing FOR t(c);
CREATE CHANGE STREAM keycolumn FOR t("K");
CREATE CHANGE STREAM twice FOR "T", "T";
CREATE CHANGE STREAM later FOR gone("C");
ALTER CHANGE STREAM later SET FOR "GONE";
ALTER CHANGE STREAM later SET FOR gone(c);
ALTER TABLE "T" DROP COLUMN a;
ALTER TABLE "T" DROP COLUMN b;
DROP TABLE "T";
DROP TABLE "U";
ALTER TABLE "Gone" DROP COLUMN c;
DROP CHANGE STREAM later;
DROP TABLE "Gone";
