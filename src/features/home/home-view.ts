/**
 * Main's list or grid view, remembered per device. index.html's first script copies the stored
 * choice to <html data-home-view> before the first paint, so the CSS lays out the right view at
 * once (no flash of the other one); the toggle keeps the attribute and the storage in step.
 * The script repeats the key and attribute (it runs before any module): a server test compares.
 */
import { HOME_VIEW_KEY } from "../../../shared/home-view";

export type HomeView = "list" | "grid";

export function currentHomeView(): HomeView {
  return document.documentElement.dataset.homeView === "grid" ? "grid" : "list";
}

export function setHomeView(view: HomeView): void {
  if (view === "grid") document.documentElement.dataset.homeView = "grid";
  else delete document.documentElement.dataset.homeView;
  try {
    if (view === "grid") window.localStorage.setItem(HOME_VIEW_KEY, "grid");
    else window.localStorage.removeItem(HOME_VIEW_KEY);
  } catch (error) {
    console.warn("Could not remember the home view", error); // the choice lasts for this visit
  }
}
