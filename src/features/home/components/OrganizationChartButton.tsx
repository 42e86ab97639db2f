import { OrganizationChartLink } from "../../organization";
import styles from "./HeaderPlaces.module.css";

/**
 * The organisation chart, one tap from Main's header: the organization feature's link (a new
 * window on the web, the chart's mobile address through the shell in the app), drawn as an icon.
 * Its text stays the accessible name.
 */
export function OrganizationChartButton() {
  return <OrganizationChartLink className={styles.organizationChart} />;
}
