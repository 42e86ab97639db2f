import { Plural } from "@lingui/react/macro";

/** "12명" / "12 people": one message for every head count of the chart. */
export function PeopleCount({ count }: { count: number }) {
  return <Plural value={count} one="#명" other="#명" />;
}
