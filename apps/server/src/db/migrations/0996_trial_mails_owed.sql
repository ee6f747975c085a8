-- The billing job claims the users owed a trial mail in batches (docs/decisions/025): each batch reads this index of
-- the activated users not yet told their trial ended, instead of every user.
CREATE INDEX users_trial_mail_owed_idx ON users (trial_ends_at, id) WHERE trial_ended_notified_at IS NULL AND activated_at IS NOT NULL;
