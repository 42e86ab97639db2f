/** Open modal dialogs: the page stays inert until the last one closes (a gate over a sheet). */
let open = 0;

/** Makes #root inert for a modal dialog; the returned function releases this dialog's hold. */
export function holdPageInert(): () => void {
  const root = document.getElementById("root");
  open += 1;
  root?.setAttribute("inert", "");
  return () => {
    open -= 1;
    if (open === 0) root?.removeAttribute("inert");
  };
}
