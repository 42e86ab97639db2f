import { createFileRoute } from "@tanstack/react-router";
import { ensureFirstData } from "../../lib/first-data";
import { eventHolidayQuery } from "../../features/schedule/api";
import { SchedulePage } from "../../features/schedule/components/SchedulePage";
import { parseMonthValue, validateScheduleSearch } from "../../features/schedule/search";

export const Route = createFileRoute("/_authenticated/schedule")({
  validateSearch: validateScheduleSearch,
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: ({ context, deps }) => {
    const now = new Date();
    const { year, month } = parseMonthValue(deps.month) ?? {
      year: now.getFullYear(),
      month: now.getMonth() + 1,
    };
    return ensureFirstData(context.queryClient, eventHolidayQuery(year, month));
  },
  component: Schedule,
});

function Schedule() {
  const { month } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SchedulePage
      month={month}
      onMonthChange={(value) => void navigate({ search: { month: value }, replace: true })}
    />
  );
}
