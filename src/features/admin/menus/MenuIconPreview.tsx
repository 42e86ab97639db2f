import { isMenuIcon } from "../../../../shared/menu-icons";
// The icon drawings home uses for the same items (one source for both); only this lazily
// loaded admin chunk imports it from here, home's own code is untouched.
// eslint-disable-next-line import-x/no-restricted-paths
import { MenuIconSvg } from "../../home/components/MenuIconSvg";

/** The chosen built-in icon, as users will see it (nothing for "none"). */
export function MenuIconPreview({ name }: { name: string }) {
  return isMenuIcon(name) ? <MenuIconSvg name={name} /> : null;
}
