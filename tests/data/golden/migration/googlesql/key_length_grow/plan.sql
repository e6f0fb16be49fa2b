-- in-place: column Users.Email changes: type STRING(100) -> STRING(254)
ALTER TABLE Users ALTER COLUMN Email STRING(254) NOT NULL;
