import { createFileRoute } from "@tanstack/react-router";
import { FavoriteEditPage } from "../../../features/favorites/components/FavoriteEditPage";

export const Route = createFileRoute("/_authenticated/edit/favorite")({
  component: FavoriteEditPage,
});
