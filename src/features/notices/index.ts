/**
 * The notices feature's public API: the latest notices and the list that shows them (my page and
 * the notice popup use both). The detail page stays behind its route.
 */
export { noticeListQuery, type NoticeListItem } from "./api";
export { NoticeList, type NoticeListProps } from "./components/NoticeList";
export { NoticeContent } from "./components/NoticeContent";
