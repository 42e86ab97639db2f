export { ImportPage } from "./components/ImportPage";
