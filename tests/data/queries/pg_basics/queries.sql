-- name: singer
SELECT first_name, "LastName" FROM Singers WHERE Singer_Id = $1;

-- name: albums by title
-- per second: 5
SELECT a.released_at, a.album_id FROM albums /*@ FORCE_INDEX = albums_by_title */ a WHERE a.title = $1 ORDER BY a.title LIMIT $2;

-- name: join
SELECT s.first_name, a.title
FROM singers s INNER JOIN albums a ON s.singer_id = a.singer_id
WHERE s.singer_id = $1 AND a.released_at < now();

SELECT album_id FROM albums WHERE singer_id = $1 AND album_id BETWEEN $2 AND $3 ORDER BY album_id DESC;
