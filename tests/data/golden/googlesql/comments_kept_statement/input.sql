-- A function the model keeps as written: the comments inside its body are part of its text.
CREATE OR REPLACE FUNCTION Twice(n INT64)
RETURNS INT64
AS (
  -- doubled, not squared
  n * 2
);
