-- Visitor analytics of the public pages (docs/decisions/520-visitor-analytics.md): no IP and no user agent are stored.
CREATE TABLE visitor_salts (
  day date PRIMARY KEY,
  salt text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE visitor_events (
  id bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL,
  visitor text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('pageview', 'engagement')),
  path text NOT NULL,
  referrer_host text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  device text NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
  country text,
  engaged_ms integer NOT NULL DEFAULT 0
);
CREATE INDEX visitor_events_occurred_idx ON visitor_events (occurred_at);
CREATE INDEX visitor_events_visitor_idx ON visitor_events (visitor, occurred_at);
CREATE TABLE visitor_rollup_days (
  day date PRIMARY KEY,
  rolled_up_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE visitor_hourly (
  hour timestamptz NOT NULL,
  path text NOT NULL,
  referrer_host text,
  device text NOT NULL,
  country text,
  utm_source text,
  pageviews integer NOT NULL,
  visitors integer NOT NULL,
  page_visitors integer NOT NULL,
  visits integer NOT NULL,
  bounces integer NOT NULL,
  duration_ms bigint NOT NULL
);
CREATE INDEX visitor_hourly_hour_idx ON visitor_hourly (hour);
