/** What other features may use of tracking: its service, for reading a user's logged days. */
export { createTrackingService } from "./tracking.service";
