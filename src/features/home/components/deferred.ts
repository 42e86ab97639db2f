/**
 * Everything on Main that the first paint does not need, in ONE lazily loaded chunk (DESIGN 9:
 * keep the home route's initial JavaScript small): the weather line (a fixed-size box until it
 * arrives), the footer (below the fold), the popups (opened after load) and the link lists with
 * their URL rules and the approval handover (ListPlaceholder holds their place), what decides
the calendar's NEW badge, and the header's company name and organisation chart button. HomePage starts
 * loading it at once, in parallel with the data.
 */
export { WeatherRotator } from "../../weather";
export { default as HomeFooter } from "./HomeFooter";
export { HomePopups } from "../../billboard";
export { LinkList } from "./LinkList";
export { TabBarTools } from "./TabBarTools";
export { OutboxStatus } from "../../outbox";
export { ScheduleNewsWatch } from "./ScheduleNewsWatch";
export { CompanyName } from "./CompanyName";
export { OrganizationChartButton } from "./OrganizationChartButton";
