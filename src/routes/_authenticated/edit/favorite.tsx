import { createFileRoute } from "@tanstack/react-router";
import { FAVORITE_OUTBOX_LIST } from "../../../features/favorites";
import { favoriteQuery } from "../../../features/favorites/api";
import { FavoriteEditPage } from "../../../features/favorites/components/FavoriteEditPage";
import { OutboxStatus } from "../../../features/outbox";
import { ensureFirstData } from "../../../lib/first-data";

export const Route = createFileRoute("/_authenticated/edit/favorite")({
  loader: ({ context }) => ensureFirstData(context.queryClient, favoriteQuery()),
  component: EditFavorite,
});

function EditFavorite() {
  return <FavoriteEditPage status={<OutboxStatus list={FAVORITE_OUTBOX_LIST} />} />;
}
