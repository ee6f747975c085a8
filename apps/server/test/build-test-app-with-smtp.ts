import { buildTestApp, type TTestApp } from "./build-test-app";
import { startSmtpStandIn, type TSmtpStandIn } from "./smtp-stand-in";

/** The test app sending its mail over real SMTP to a loopback receiver; closing the app closes both. */
export async function buildTestAppWithSmtp(): Promise<{ app: TTestApp; smtp: TSmtpStandIn }> {
  const smtp = await startSmtpStandIn();
  const app = await buildTestApp({ SMTP_URL: smtp.url }, { onClose: smtp.close });
  return { app, smtp };
}
