-- "Este artigo ajudou?": one answer per user and article, changeable.
CREATE TABLE help_article_votes (
  slug text NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  helpful boolean NOT NULL,
  voted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (slug, user_id)
);
