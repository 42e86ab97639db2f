import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from "react";

type Committed<Selection> = { current: { value: Selection } | null };

/**
 * A snapshot reader that selects once per snapshot. An equal selection keeps the previous value
 * (before the first, the value on screen), so a store change that the component does not select
 * re-renders nothing.
 */
function selectingReader<Snapshot, Selection>(
  getSnapshot: () => Snapshot,
  selector: (snapshot: Snapshot) => Selection,
  isEqual: ((a: Selection, b: Selection) => boolean) | undefined,
  committed: Committed<Selection>,
): () => Selection {
  let memo: { snapshot: Snapshot; selection: Selection } | null = null;
  return () => {
    const snapshot = getSnapshot();
    if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection;
    const next = selector(snapshot);
    const previous = memo ? { value: memo.selection } : committed.current;
    const selection = previous && isEqual?.(previous.value, next) ? previous.value : next;
    memo = { snapshot, selection };
    return selection;
  };
}

/**
 * `use-sync-external-store/shim/with-selector` for Preact's React layer (vite/renderer.ts), which
 * TanStack Router's store reads through. The package is CommonJS only: in the tests its require()
 * of React escapes the aliases and loads a second renderer. Same contract as React's shim.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  _getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const committed = useRef<{ value: Selection } | null>(null);
  const getSelection = useMemo(
    // eslint-disable-next-line react-hooks/refs -- as in React's shim: a new reader starts from the value on screen
    () => selectingReader(getSnapshot, selector, isEqual, committed),
    [getSnapshot, selector, isEqual],
  );
  const value = useSyncExternalStore(subscribe, getSelection);
  useEffect(() => {
    committed.current = { value };
  }, [value]);
  useDebugValue(value);
  return value;
}
