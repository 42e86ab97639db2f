export { formatClockTime, formatDottedDate, parseDate, toIsoDate, type DateInput } from "./date";
export { formatCurrency, formatNumber, minutesToHours, toNumber, type NumberInput } from "./number";
