-- §28.9, §28.10: the federation administrator's merges of two registry ids of one person, each with its reason, by
-- whom and when. Rows are only ever added (history, never overwritten): the standings resolve chains of merges.
-- A merged id is merged once (the person it was is one of the others); merging into an id that is itself merged away
-- is refused by the service (it names the id to merge into), so no chain can loop.
CREATE TABLE merges (
  id serial PRIMARY KEY,
  from_player integer NOT NULL UNIQUE REFERENCES players (id),
  into_player integer NOT NULL REFERENCES players (id),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 1000),
  merged_by text NOT NULL CHECK (length(merged_by) BETWEEN 1 AND 120),
  merged_at timestamptz NOT NULL DEFAULT now(),
  CHECK (from_player <> into_player)
);
