const IN_APP = ["/checkout/local/", "/payment/", "/subscription"];

/**
 * Where a billing answer's `{url}` leads: our own screens (local checkout, success, cancel) are opened in the SPA
 * whatever origin the server was configured with; the provider's pages (Stripe Checkout, portal) by a full load.
 */
export function followBillingUrl(url: string, navigate: (to: string) => void) {
  const target = new URL(url, window.location.origin);
  if (IN_APP.some((prefix) => target.pathname.startsWith(prefix))) navigate(`${target.pathname}${target.search}`);
  else window.location.assign(target.toString());
}
