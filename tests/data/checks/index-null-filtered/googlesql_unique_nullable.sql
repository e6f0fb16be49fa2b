-- A uniqueness rule over two columns where one may be NULL: rows with a NULL part escape it.
-- expect: index-null-filtered MembersByTeamEmail warning
-- fixes: add-not-null remove-null-filtered
CREATE TABLE Members (
  MemberId STRING(36) NOT NULL,
  TeamId STRING(36) NOT NULL,
  Email STRING(MAX),
) PRIMARY KEY (MemberId);
CREATE UNIQUE NULL_FILTERED INDEX MembersByTeamEmail ON Members(TeamId, Email);
