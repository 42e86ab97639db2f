import { createFileRoute } from "@tanstack/react-router";
import { SchedulePage } from "../../features/schedule/components/SchedulePage";
import { validateScheduleSearch } from "../../features/schedule/search";

export const Route = createFileRoute("/_authenticated/schedule")({
  validateSearch: validateScheduleSearch,
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
