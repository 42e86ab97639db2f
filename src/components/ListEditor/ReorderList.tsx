import { useLingui } from "@lingui/react/macro";
import { MotionConfig, Reorder } from "framer-motion";
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import { reorderKey, type Grab } from "./keyboard-reorder";
import { ReorderRow } from "./ReorderRow";
import styles from "./EditPage.module.css";

export interface ReorderListProps<T extends object> {
  items: T[];
  onReorder: (items: T[]) => void;
  keyOf: (item: T) => string;
  nameOf: (item: T) => string;
  /** The row's content after the handle (name, OPEN marker, buttons). */
  renderRow: (item: T) => ReactNode;
  /** Localized accessible name of the list. */
  label: string;
}

/**
 * A list reordered by dragging a row's move handle (framer-motion Reorder, pointer and touch) or
 * with the keyboard on the same handle (see keyboard-reorder.ts). Every keyboard step and every
 * pointer drop is announced in a live region. Motion follows prefers-reduced-motion.
 */
export function ReorderList<T extends object>(props: ReorderListProps<T>) {
  const { items, onReorder, keyOf, nameOf, renderRow, label } = props;
  const { t } = useLingui();
  const instructionsId = useId();
  const [grab, setGrab] = useState<Grab<T> | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const handles = useRef(new Map<string, HTMLButtonElement>());

  // A move re-inserts the row's DOM node; keep focus on the handle being moved.
  useLayoutEffect(() => {
    const handle = grab ? handles.current.get(grab.key) : undefined;
    if (handle && document.activeElement !== handle) handle.focus();
  }, [grab, items]);

  const total = items.length;
  const onHandleKeyDown = (item: T, event: KeyboardEvent<HTMLButtonElement>) => {
    const outcome = reorderKey(event.key, items, keyOf, keyOf(item), grab);
    if (outcome.kind === "ignore") return;
    event.preventDefault();
    const name = nameOf(item);
    if (outcome.kind === "grab") {
      setGrab(outcome.grab);
      const position = items.indexOf(item) + 1;
      setAnnouncement(
        t`${name} 항목을 들었습니다. 현재 위치는 ${total}개 중 ${position}번째입니다. 위아래 화살표로 옮기고 스페이스나 Enter로 놓으세요. 취소하려면 Esc를 누르세요.`,
      );
      return;
    }
    const { position } = outcome;
    if (outcome.kind === "move") {
      onReorder(outcome.items);
      setAnnouncement(t`${name}: ${total}개 중 ${position}번째`);
    } else if (outcome.kind === "drop") {
      setGrab(null);
      setAnnouncement(t`${name} 항목을 ${total}개 중 ${position}번째에 놓았습니다.`);
    } else {
      onReorder(outcome.items);
      setGrab(null);
      setAnnouncement(
        t`이동을 취소했습니다. ${name} 항목은 ${total}개 중 ${position}번째에 있습니다.`,
      );
    }
  };

  const onDragEnd = (item: T) => {
    const name = nameOf(item);
    const position = items.indexOf(item) + 1;
    setAnnouncement(t`${name} 항목을 ${total}개 중 ${position}번째에 놓았습니다.`);
  };

  return (
    <MotionConfig reducedMotion="user">
      <Reorder.Group
        axis="y"
        values={items}
        onReorder={onReorder}
        className={styles.list}
        aria-label={label}
      >
        {items.map((item) => {
          const key = keyOf(item);
          const name = nameOf(item);
          return (
            <ReorderRow
              key={key}
              item={item}
              handleLabel={t`${name} 이동`}
              describedBy={instructionsId}
              grabbed={grab?.key === key}
              handleRef={(element) => {
                if (element) handles.current.set(key, element);
                else handles.current.delete(key);
              }}
              onHandleKeyDown={(event) => onHandleKeyDown(item, event)}
              onHandleBlur={() => grab?.key === key && setGrab(null)}
              onDragEnd={() => onDragEnd(item)}
            >
              {renderRow(item)}
            </ReorderRow>
          );
        })}
      </Reorder.Group>
      <span id={instructionsId} hidden>
        {t`스페이스나 Enter로 항목을 들고, 위아래 화살표로 옮긴 뒤 스페이스나 Enter로 놓습니다. Esc를 누르면 취소됩니다.`}
      </span>
      <div aria-live="assertive" aria-atomic="true">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
    </MotionConfig>
  );
}
