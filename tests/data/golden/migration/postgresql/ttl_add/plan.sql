-- in-place: row deletion policy of singers on created
ALTER TABLE singers ADD TTL INTERVAL '30 DAYS' ON created;
