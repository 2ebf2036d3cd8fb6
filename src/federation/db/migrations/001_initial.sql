-- The federation's first schema (docs/federation.md). Times are timestamptz, read back through iso(); no int8 columns
-- (the two drivers would hand them back differently); JSON in jsonb.

-- A time as the API and the pages show it: ISO 8601 in UTC with milliseconds.
CREATE FUNCTION iso(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS
$$ SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;

-- A member hall. Suspended: its publications are refused until it is active again; what it published stays counted.
CREATE TABLE halls (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'suspended')),
  registered_at timestamptz NOT NULL DEFAULT now(),
  state_changed_at timestamptz NOT NULL DEFAULT now()
);

-- A hall's keys over time. The current key has no valid_until; a rotated key keeps verifying what the hall published
-- before valid_until (a hall offline for days signs at approval and pushes later), never what it published after.
CREATE TABLE hall_keys (
  public_key text PRIMARY KEY,
  hall_id integer NOT NULL REFERENCES halls (id),
  valid_from timestamptz NOT NULL DEFAULT now(),
  valid_until timestamptz
);
CREATE UNIQUE INDEX hall_keys_current ON hall_keys (hall_id) WHERE valid_until IS NULL;

-- A hall's tournament as the federation knows it: its public page is /t/<id>.
CREATE TABLE tournaments (
  id serial PRIMARY KEY,
  hall_id integer NOT NULL REFERENCES halls (id),
  tournament_id text NOT NULL,
  UNIQUE (hall_id, tournament_id)
);

-- Every publication received. Accepted ones keep their envelope (anyone can verify it again) and the facts the rating
-- reads: results with the hall's local player ids. A tournament's latest accepted version counts; the earlier ones stay
-- as its history (§28.14). Refused ones keep only what names them and why (never their contents).
CREATE TABLE publications (
  id serial PRIMARY KEY,
  hall_id integer REFERENCES halls (id),
  hall_key text NOT NULL,
  tournament_id text NOT NULL,
  version integer NOT NULL,
  hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('accepted', 'refused')),
  reason text,
  params jsonb,
  received_at timestamptz NOT NULL DEFAULT now(),
  event_id integer REFERENCES tournaments (id),
  published_at timestamptz,
  correction_reason text,
  envelope jsonb,
  name text,
  date text,
  entrants integer,
  results jsonb,
  CHECK (state = 'refused' OR (hall_id IS NOT NULL AND event_id IS NOT NULL AND envelope IS NOT NULL)),
  CHECK (state = 'accepted' OR reason IS NOT NULL)
);
-- Never stored twice: one accepted row per (hall, tournament, version); one refusal row per (hash, reason).
CREATE UNIQUE INDEX publications_accepted ON publications (hall_id, tournament_id, version) WHERE state = 'accepted';
CREATE UNIQUE INDEX publications_refused ON publications (hash, reason) WHERE state = 'refused';
CREATE INDEX publications_event ON publications (event_id, version) WHERE state = 'accepted';

-- The federation's player registry (§28.9): one id per person across halls.
CREATE TABLE players (
  id serial PRIMARY KEY,
  display_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A hall's local player linked to a federation id, once (the first accepted publication that names them links them).
CREATE TABLE links (
  hall_id integer NOT NULL REFERENCES halls (id),
  local_player_id text NOT NULL,
  player_id integer NOT NULL REFERENCES players (id),
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (hall_id, local_player_id)
);

-- A federation series (§28.1): its announced rules (§28.7 tie-breaks, best N), the season's dates.
CREATE TABLE series (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  tie_breaks jsonb NOT NULL,
  final_table_size integer NOT NULL,
  count_best integer,
  from_date text,
  to_date text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- §28.6: each version of a series' formula; an event counts by the version in force on its date, frozen then.
CREATE TABLE series_formulas (
  id serial PRIMARY KEY,
  series_id integer NOT NULL REFERENCES series (id),
  formula jsonb NOT NULL,
  effective_from text NOT NULL,
  announced_at timestamptz NOT NULL DEFAULT now()
);
