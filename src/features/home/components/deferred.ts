/**
 * Everything on Main that the first paint does not need, in ONE lazily loaded chunk (DESIGN 9:
 * keep the home route's initial JavaScript small): the weather line (a fixed-size box until it
 * arrives), the footer's logout and approval dot (the footer itself paints with the lists), the
 * popups (opened after load), the tools around the tab bar, what decides the calendar's NEW badge,
 * and the header's company name and organisation chart button. HomePage starts loading it once
 * the first screen is painted (AfterFirstScreen). The link lists are not here: they are what Main
 * paints.
 */
export { WeatherRotator } from "../../weather";
export { default as HomeFooterActions } from "./HomeFooterActions";
export { HomePopups } from "../../billboard";
export { TabBarTools } from "./TabBarTools";
export { OutboxStatus } from "../../outbox";
export { ScheduleNewsWatch } from "./ScheduleNewsWatch";
export { CompanyName } from "./CompanyName";
export { OrganizationChartButton } from "./OrganizationChartButton";
