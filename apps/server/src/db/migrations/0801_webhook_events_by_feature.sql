-- Webhook events are kept where they are handled: channel_webhook_events (WhatsApp, Telegram) and billing_events (Stripe).
DROP TABLE IF EXISTS webhook_events;
