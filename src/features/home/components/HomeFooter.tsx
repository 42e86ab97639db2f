import { useState } from "react";
import { Footer, type FooterActions } from "../../../components/Footer/Footer";
import { AfterFirstScreen } from "./AfterFirstScreen";
import { HomeFooterActions } from "./load-deferred";

/**
 * Main's footer. Its copyright line, the largest text on the first screen, is painted with the
 * lists; its controls keep their place unseen until their code (Main's deferred chunk) is in.
 * One element throughout: when the footer was swapped for a copy with its actions, the browser
 * counted the page's largest paint from the copy, once the later parts were on their way
 * (in half the visits; Lighthouse's LCP then counted their requests too).
 */
export function HomeFooter() {
  const [actions, setActions] = useState<FooterActions>();
  return (
    <>
      <Footer actions={actions} />
      <AfterFirstScreen>
        <HomeFooterActions onChange={setActions} />
      </AfterFirstScreen>
    </>
  );
}
