import { useMemo, useRef, useState } from "react";
import type { FavoriteItem } from "./api";
import { draftOf, favoriteSaveBody, type FavoriteDraft } from "./save-favorites";

/**
 * The favorite list being edited: the server's list until the first change, then a local copy.
 * Deleted saved items wait in a queue until Done (spec 4); deleted new ones are simply dropped.
 */
export function useFavoriteDraft(loaded: readonly FavoriteItem[] | undefined) {
  const [draft, setDraft] = useState<FavoriteDraft[] | null>(null);
  const [deleted, setDeleted] = useState<FavoriteDraft[]>([]);
  const added = useRef(0);
  // Stable objects: the reorder list tracks rows by identity.
  const fromServer = useMemo(() => loaded?.map(draftOf) ?? null, [loaded]);
  const items = draft ?? fromServer;

  return {
    items,
    reorder: setDraft,
    add: (values: { name: string; url: string }) => {
      const list = items ?? [];
      added.current += 1;
      const item = { key: `new-${added.current}`, ...values, priority: list.length + 1 };
      setDraft([...list, item]);
    },
    modify: (key: string, values: { name: string; url: string }) =>
      setDraft((items ?? []).map((item) => (item.key === key ? { ...item, ...values } : item))),
    remove: (key: string) => {
      const gone = items?.find((item) => item.key === key);
      if (!gone) return;
      setDraft((items ?? []).filter((item) => item !== gone));
      if (gone.id !== undefined) setDeleted((queue) => [...queue, gone]);
    },
    body: () => (items ? favoriteSaveBody(items, deleted) : null),
  };
}
