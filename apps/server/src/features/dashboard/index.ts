/** What other features may use of the dashboard: its service, for summaries of a user's day and week. */
export { createDashboardService } from "./dashboard.service";
