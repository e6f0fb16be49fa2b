SELECT Email FROM Userz WHERE UserId = @id;
-- name: bad column
SELECT Emial FROM Users WHERE UserId = @id;
-- name: bad filter
SELECT Email FROM Users u WHERE u.Nope = 1 ORDER BY Missing DESC;
-- name: bad alias
SELECT x.Email FROM Users u;
-- name: bad hint
SELECT Email FROM Users@{FORCE_INDEX=UsersByName} WHERE Email = 'a';
-- per second: often
SELECT Email FROM Users WHERE Email = 'unterminated;
