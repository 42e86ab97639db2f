import { createFileRoute } from "@tanstack/react-router";
import { FAVORITE_OUTBOX_LIST } from "../../../features/favorites";
import { FavoriteEditPage } from "../../../features/favorites/components/FavoriteEditPage";
import { OutboxStatus } from "../../../features/outbox";

export const Route = createFileRoute("/_authenticated/edit/favorite")({ component: EditFavorite });

function EditFavorite() {
  return <FavoriteEditPage status={<OutboxStatus list={FAVORITE_OUTBOX_LIST} />} />;
}
