/**
 * The list editor that the Work/Office and the Favorite edit pages share as equals: a reorderable
 * list (pointer and keyboard), its load states, and the Done button that saves through the outbox.
 * It knows no list: each page passes its items, how to name and key them, and how to send them.
 * The pages' shared styles are in EditPage.module.css beside this file.
 */
export { EditDoneBar, type EditDoneBarProps } from "./EditDoneBar";
export { ListStatus } from "./ListStatus";
export { ReorderList, type ReorderListProps } from "./ReorderList";
export { useDoneSave, type DoneSave, type DoneSaveOptions } from "./use-done-save";
