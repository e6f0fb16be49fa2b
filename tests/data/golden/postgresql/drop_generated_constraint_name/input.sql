-- Spanner names an unnamed constraint itself, in both dialects: FK_<table>_<referenced>_<hash>_<n>
-- and CK_<table>_<hash>_<n> (the emulator's information_schema.table_constraints), and DROP
-- CONSTRAINT takes that name. PostgreSQL said the constraint does not exist; GoogleSQL's golden
-- alter_table_errors has the same statements.
CREATE TABLE p (id bigint PRIMARY KEY);
CREATE TABLE c (id bigint PRIMARY KEY, pid bigint, FOREIGN KEY (pid) REFERENCES p (id), CHECK (id > 0), CHECK (pid > 0));
ALTER TABLE c DROP CONSTRAINT "FK_c_p_9A068D6312B56959_1";
ALTER TABLE c DROP CONSTRAINT "CK_c_84867FFD9B653F5C_2";
ALTER TABLE c DROP CONSTRAINT "FK_c_p_9A068D6312B56959_1";
ALTER TABLE c DROP CONSTRAINT "CK_c_84867FFD9B653F5C_3";
