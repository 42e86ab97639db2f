/**
 * The organization feature's public API: the link to the organisation chart (my page shows it).
 * The chart itself stays behind its route.
 */
export { OrganizationChartLink } from "./components/OrganizationChartLink";
