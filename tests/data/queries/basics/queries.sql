-- The queries of a music catalogue app.

-- name: singer by id
-- per second: 1200
SELECT FirstName, LastName FROM Singers WHERE SingerId = @singerId;

-- name: latest albums
-- per second: 40
SELECT a.Title, a.ReleasedAt
FROM Singers AS s
JOIN Albums a ON a.SingerId = s.SingerId
WHERE s.SingerId = @singerId AND a.ReleasedAt >= @since
ORDER BY a.ReleasedAt DESC
LIMIT 20;

SELECT * FROM Singers@{FORCE_INDEX=SingersByLastName} WHERE LastName IN UNNEST(@names);

SELECT s.*, UPPER(s.FirstName) AS shout, COUNT(*) OVER () FROM Singers s
WHERE s.LastName IS NULL AND s.Info.genre = 'jazz' AND LENGTH(s.FirstName) > 3
GROUP BY 1 ORDER BY shout, LOWER(LastName);

WITH recent AS (SELECT * FROM Albums WHERE ReleasedAt > CURRENT_TIMESTAMP())
SELECT r.Title FROM recent r JOIN Singers USING (SingerId) WHERE SingerId BETWEEN 1 AND 100;

SELECT Title FROM (SELECT Title FROM Albums) AS sub WHERE sub.Title = 'x';

UPDATE Singers SET FirstName = 'x' WHERE SingerId = 1;

@{USE_ADDITIONAL_PARALLELISM=TRUE} SELECT AlbumId FROM Albums WHERE SingerId = 7 AND (AlbumId < 10 OR AlbumId > 20);
